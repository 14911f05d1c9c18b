"""The console over HTTP (no browser): login, refusals, headers, logs, the settings it
takes from a deployed stack, and hostile input (issue #23): text that reorders or hides
what the operator reads, a person who stored megabytes, two consoles on one machine, a
wildcard address, malformed phones, wrong methods, login links that would lead off-site."""

from __future__ import annotations

import html
import json
import logging
import re
from collections.abc import Iterator
from dataclasses import replace
from urllib.parse import urlencode, urljoin, urlsplit

import boto3
import pytest
import uvicorn

from agent_memory import Memory
from agent_memory.commands.cli import main as cli
from agent_memory.config import Settings
from agent_memory.console.command import stack_settings
from agent_memory.console.service import console_service
from agent_memory.console.shown import SHOWN_CHARS
from agent_memory.console.views import MESSAGES_SHOWN, VERSIONS_SHOWN
from agent_memory.core.curation import Curation
from agent_memory.core.phone import hash_phone
from agent_memory.core.records import Fact, Summary
from agent_memory.errors import ConfigurationError
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.console_seed import AGENT, ANA, KEY, NUMBER, fact_id, seed_person
from tests.console_server import logged_in, request, running_console
from tests.stack import Stack, create_described_stack, translated

STACK = "agent-memory-test"


def test_the_token_becomes_a_strict_cookie_and_leaves_the_address(memory):
    with running_console(memory, "bot") as console:
        url = urlsplit(console.login_url)
        status, headers, _ = request(console, "GET", f"{url.path}?{url.query}&after=")
        assert status == 303 and "token" not in headers["location"]
        cookie = headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie
        assert request(console, "GET", "/", logged_in(console))[0] == 200
        assert request(console, "GET", "/")[0] == 401
        forged = {"Cookie": f"{console.access.cookie}=0000"}
        assert request(console, "GET", "/", forged)[0] == 401


def test_another_host_name_is_refused(memory):
    with running_console(memory, "bot") as console:
        rebound = {**logged_in(console), "Host": f"attacker.example:{console.port}"}
        assert request(console, "GET", "/", rebound)[0] == 400
        local = {**logged_in(console), "Host": f"localhost:{console.port}"}
        assert request(console, "GET", "/", local)[0] == 200


def test_every_page_forbids_framing_caching_and_scripts(memory):
    with running_console(memory, "bot") as console:
        status, headers, _ = request(console, "GET", f"/person/{ANA}", logged_in(console))
        assert status == 200
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert "script-src" not in headers["content-security-policy"]  # default-src 'none'
        assert headers["x-frame-options"] == "DENY" and headers["cache-control"] == "no-store"
        assert headers["referrer-policy"] == "same-origin"


def test_writes_need_the_consoles_origin_and_the_forms_token(memory, model, clock, store):
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    with running_console(memory, "bot") as console:
        target = f"/person/{ANA}/facts/{dog}/invalidate"
        form = {"Content-Type": "application/x-www-form-urlencoded", **logged_in(console)}
        token = f"csrf={console.access.csrf}".encode()
        assert request(console, "POST", target, form, token)[0] == 403  # no Origin at all
        elsewhere = {**form, "Origin": "http://127.0.0.1:1"}
        assert request(console, "POST", target, elsewhere, token)[0] == 403
        own = {**form, "Origin": console.base}
        assert request(console, "POST", target, own, b"csrf=wrong")[0] == 403
        site = {**own, "Sec-Fetch-Site": "cross-site"}
        assert request(console, "POST", target, site, token)[0] == 403
        assert dog in [f.id for f in store.load(KEY).facts if f.is_live(clock())]
        assert request(console, "POST", target, own, token)[0] == 303
        assert dog not in [f.id for f in store.load(KEY).facts if f.is_live(clock())]


def test_bad_input_gets_a_reason_and_the_logs_never_name_a_phone(memory, model, clock, caplog):
    seed_person(memory, model, clock)
    caplog.set_level(logging.INFO, logger="agent_memory.console")
    with running_console(memory, "bot") as console:
        me = logged_in(console)
        status, _, body = request(console, "GET", "/find?phone=12", me)
        assert status == 400 and "E.164" in body
        assert request(console, "GET", "/?after=nonsense", me)[0] == 400
        assert request(console, "GET", f"/person/{ANA}?page=99999999999", me)[0] == 200
        status, headers, _ = request(console, "GET", "/person/0055%2011%2098765-4321", me)
        assert status == 303 and headers["location"].endswith(f"/person/{ANA}")
        status, headers, body = request(console, "GET", f"/person/{ANA}/export", me)
        assert status == 200 and "attachment" in headers["content-disposition"]
        assert ANA not in headers["content-disposition"] and json.loads(body)["phone"] == ANA
    lines = [r.getMessage() for r in caplog.records if r.name == "agent_memory.console"]
    assert any("/person/{phone}" in line for line in lines)
    assert not any(ANA in line or "98765" in line for line in lines)


def test_over_a_stack_the_console_takes_its_table_hash_key_and_model(table, monkeypatch):
    # GIVEN a deployed stack: its maintenance function's environment, as template.yaml sets it
    key = boto3.client("secretsmanager").create_secret(
        Name=f"{STACK}-phone-hash-key", SecretString="the-stacks-own-key"
    )["ARN"]
    deployed = Stack(
        translated(),
        parameters={"AgentId": "bot", "EmbeddingModel": "none"},
        names={"MemoryTable": TABLE, "PhoneHashKeySecret": key},
    )
    environment = deployed.environment("MaintenanceFunction")
    create_described_stack(
        STACK,
        {"AgentId": "bot"},
        {"WebhookUrl": "https://x/webhook", "TableName": TABLE},
        {"Environment": {"Variables": environment}},
    )
    for name in ("PHONE_HASH_KEY", "TABLE_NAME", "STORE", "AGENT_ID"):
        monkeypatch.delenv(name, raising=False)
    # WHEN the console resolves --stack
    settings = stack_settings(STACK, "us-east-1")
    # THEN it works on the stack's table, as its agent, hashing phones with the stack's key
    assert settings.get("TABLE_NAME") == TABLE and settings.get("AGENT_ID") == "bot"
    assert settings.phone_hash_key() == b"the-stacks-own-key"
    assert settings.has_secret("OPENAI_API_KEY")  # the stack's model, read from SSM
    service = console_service(settings)
    key = service.curation.memory.key("bot", ANA)
    assert key.phone_hash == hash_phone(ANA, b"the-stacks-own-key")
    # the model's key is read at the first "compact now": here SSM has none, and it says so
    for i in range(2):
        service.curation.memory.remember("bot", ANA, "+5511900000000", "user", f"message {i}")
    with pytest.raises(ConfigurationError, match="ssm:GetParameter"):
        service.curation.compact_now("bot", ANA)


def test_over_a_table_with_no_model_compact_now_is_refused(table, monkeypatch):
    monkeypatch.setenv("PHONE_HASH_KEY", "operator-key")
    settings = Settings().with_values(STORE="dynamodb", TABLE_NAME=TABLE, AGENT_ID="bot")
    service = console_service(settings)
    memory = service.curation.memory
    for i in range(2):
        memory.remember("bot", ANA, "+5511900000000", "user", f"message {i}")
    with pytest.raises(ConfigurationError, match="needs the stack's model"):
        service.curation.compact_now("bot", ANA)
    assert memory.store.load(memory.key("bot", ANA)).summary is None


def test_what_a_person_said_is_shown_as_text_never_as_markup(memory, model, clock):
    seed_person(memory, model, clock)
    Curation(memory).add("bot", ANA, "profile", 'They wrote <img src=x onerror="alert(1)">.', "x")
    with running_console(memory, "bot") as console:
        status, _, body = request(console, "GET", f"/person/{ANA}", logged_in(console))
    assert status == 200 and "<img src=x" not in body and "&lt;img src=x" in body


def test_an_oversized_or_unsized_write_is_refused(memory):
    with running_console(memory, "bot") as console:
        own = {**logged_in(console), "Origin": console.base}
        target = f"/person/{ANA}/compact"
        assert request(console, "POST", target, own, b"x" * 70_000)[0] == 413


def test_a_failing_store_is_answered_without_a_trace_of_what_it_held(memory, caplog, monkeypatch):
    def broken(key):
        raise KeyError(f"{key.phone} was in this message")

    monkeypatch.setattr(memory.store, "load", broken)
    caplog.set_level(logging.DEBUG)
    with running_console(memory, "bot") as console:
        status, _, body = request(console, "GET", f"/person/{ANA}", logged_in(console))
    assert status == 500 and "KeyError" in body and ANA not in body
    assert not any(ANA in r.getMessage() or r.exc_info for r in caplog.records)


# what reorders (bidi overrides, embeddings, isolates), hides (zero-width, BOM, soft
# hyphen, a tag character) or drives a terminal (ESC, CSI as C1, BEL, DEL, CR)
HIDDEN = "\u202e\u202d\u202a\u2066\u2067\u2068\u2069\u200e\u200f\u200b\u2060\ufeff\u00ad"
HIDDEN += "\U000e0041\x1b\x9b\x07\x7f\r\x85\u2028\u2029"
LETTERS = "Ana é 王 🙂 👩\u200d💻 می\u200cخواهم"  # accents, CJK, emoji with a joiner, ZWNJ
EDIT_BOX = re.compile(r'<textarea name="content"[^>]*>\n?(.*?)</textarea>', re.S)


def test_text_that_reorders_or_hides_is_shown_as_visible_escapes(memory, model, clock):
    # GIVEN a person whose fact, summary and messages hold every kind of invisible character
    # (as a compaction kept them: curation refuses them in an operator's fact)
    seed_person(memory, model, clock)
    fact = " ".join(f"Their plan is {HIDDEN}esirpretne and they write {LETTERS}.".split())
    store = memory.store
    current = store.load(KEY).summary
    hidden_summary = replace(current, text=f"Summary {HIDDEN}.", version=current.version + 1)
    kept = Fact("f-hidden", "profile", fact, "plan_note", "stated", clock())
    assert store.save_compaction(KEY, hidden_summary, current.version, [kept])
    memory.remember(AGENT, ANA, NUMBER, "user", f"pay to \u202e{HIDDEN}0987 and \x1b[2J")
    with running_console(memory, AGENT) as console:
        status, _, body = request(console, "GET", f"/person/{ANA}?facts=all", logged_in(console))
    # THEN not one of them reaches the page as it is: each is its escape, marked as one;
    # only the fact's edit box holds them, as what saving it sends back
    assert status == 200
    boxes = [html.unescape(box) for box in EDIT_BOX.findall(body)]
    assert fact in boxes  # as it is stored
    body = EDIT_BOX.sub("", body)
    assert [hex(ord(c)) for c in HIDDEN if c in body] == []
    assert '<span class="escape" title="U+202E RIGHT-TO-LEFT OVERRIDE">\\u202e</span>' in body
    assert '<span class="escape" title="U+001B">\\x1b</span>[2J' in body
    assert "\\U000e0041" in body and "\\u200b" in body
    # letters of any script, emoji and the joiners inside words are kept
    assert LETTERS in body


def _long_person(memory, clock) -> None:
    """50 messages of 250 KB, a 100,000-character summary, a 5,000-character fact, and a
    fact edited into VERSIONS_SHOWN + 10 versions."""
    store = memory.store
    for n in range(MESSAGES_SHOWN):
        memory.remember(AGENT, ANA, NUMBER, "user", f"message {n} " + "x" * 250_000)
    now = clock()
    long_fact = Fact("f-long", "profile", "Long " + "y" * 5_000, "essay", "stated", now)
    summary = Summary("z" * 100_000, "0", now, 1)
    assert store.save_compaction(KEY, summary, None, [long_fact], now)
    curation = Curation(memory)
    fact = curation.add(AGENT, ANA, "profile", "Their city is city 0.", "city")
    for n in range(1, VERSIONS_SHOWN + 10):
        clock.advance(seconds=1)
        fact = curation.edit(AGENT, ANA, fact.id, f"Their city is city {n}.")


def test_the_person_page_is_bounded_whatever_the_person_stored(memory, clock):
    _long_person(memory, clock)
    with running_console(memory, AGENT) as console:
        status, _, body = request(console, "GET", f"/person/{ANA}?facts=all", logged_in(console))
    assert status == 200
    print(f"person page with 50 x 250 KB messages: {len(body.encode()) / 1024:.0f} KB")
    # every text is cut at SHOWN_CHARS and says how much more there is, and where it is
    assert len(body.encode()) < 400_000  # 12.5 MB were stored
    cut = 250_000 + len("message 0 ") - SHOWN_CHARS
    assert f"… ({cut:,} more characters; export for all)" in body
    assert f"… ({100_000 - SHOWN_CHARS:,} more characters; export for all)" in body
    assert "y" * (SHOWN_CHARS + 1) not in body and "z" * (SHOWN_CHARS + 1) not in body
    # every list is bounded too, and counts what it leaves out
    assert f"{VERSIONS_SHOWN + 9} earlier versions" in body
    assert "9 older versions not shown: export for all" in body
    assert body.count("Their city is city") == VERSIONS_SHOWN + 2  # the current twice: its edit box
    assert f"{MESSAGES_SHOWN} of {MESSAGES_SHOWN} kept" in body


def test_each_console_port_keeps_its_own_login(local_memory):
    """Browsers keep cookies per host, not per port: two consoles on 127.0.0.1 (two agents)
    must not overwrite each other's login."""
    jar: dict[str, str] = {}  # one browser's cookies for 127.0.0.1, whatever the port
    memory = local_memory
    with running_console(memory, "bot") as first, running_console(memory, "other") as second:
        for console in (first, second):
            url = urlsplit(console.login_url)
            status, headers, _ = request(console, "GET", f"{url.path}?{url.query}")
            assert status == 303
            name, _, value = headers["set-cookie"].split(";")[0].partition("=")
            assert name == f"agent_memory_console_{console.port}"
            jar[name] = value
        cookie = {"Cookie": "; ".join(f"{k}={v}" for k, v in jar.items())}
        assert request(first, "GET", "/", cookie)[0] == 200
        assert request(second, "GET", "/", cookie)[0] == 200


@pytest.fixture
def local_store(tmp_path, monkeypatch) -> None:
    """A local store for `agent-memory console`, and a server that never starts."""
    path = tmp_path / "agent-memory.db"
    SqliteStore(path).close()
    for name, value in {"STORE": "sqlite", "SQLITE_PATH": str(path), "AGENT_ID": "bot"}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self: None)


WILDCARDS = ["0.0.0.0", "::", "[::]", "0", "", "*"]
# what the socket reads as 0.0.0.0 too (inet_aton: short, hex, octal), and :: spelt out
WILDCARDS += ["0.0", "0x0", "000.0.0.0", "0.0.0", "0:0::0", "[0::0]", "::ffff:0.0.0.0"]


@pytest.mark.parametrize("host", WILDCARDS)
def test_a_wildcard_address_is_refused_naming_the_fix(local_store, capsys, host):
    assert cli(["console", "--host", host]) == 2
    said = capsys.readouterr()
    assert "--host 127.0.0.1" in said.err and "concrete address" in said.err
    assert "open http" not in said.out  # no login address printed, no server started


def test_a_concrete_address_gets_a_login_address_that_works(local_store, capsys):
    assert cli(["console", "--host", "::1", "--port", "8799"]) == 0
    assert "open http://[::1]:8799/?token=" in capsys.readouterr().out
    assert cli(["console", "--host", "192.0.2.10"]) == 0
    said = capsys.readouterr().out
    assert "open http://192.0.2.10:8760/?token=" in said and "no TLS" in said
    assert cli(["console", "--host", "127.1"]) == 0  # as the browser sends it in Host
    assert "open http://127.0.0.1:8760/?token=" in capsys.readouterr().out


BAD_PHONES = ["12", "not-a-phone", "%2B0000", "+55119876543210000"]


def test_a_malformed_phone_is_a_400_with_a_reason_on_every_route(memory, model, clock):
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    with running_console(memory, AGENT) as console:
        me = logged_in(console)
        write = {**me, "Origin": console.base, "Content-Type": "application/x-www-form-urlencoded"}
        form = f"csrf={console.access.csrf}&content=x&confirm=erase".encode()
        for phone in BAD_PHONES:
            reads = ["", "/export"]
            writes = ["/facts", "/compact", "/erase", f"/facts/{dog}/edit", f"/facts/{dog}/delete"]
            for tail in reads:
                status, _, body = request(console, "GET", f"/person/{phone}{tail}", me)
                assert (status, "E.164" in body) == (400, True), (phone, tail)
            for tail in writes:
                status, _, body = request(console, "POST", f"/person/{phone}{tail}", write, form)
                assert (status, "E.164" in body) == (400, True), (phone, tail)
        status, _, body = request(console, "GET", "/find?phone=12", me)
        assert status == 400 and "E.164" in body
    assert dog in [f.id for f in memory.store.load(KEY).facts]


ROUTES = {  # every route, and the methods it takes
    "/": {"GET", "HEAD"},
    "/find?phone=%2B5511987654321": {"GET", "HEAD"},
    f"/person/{ANA}": {"GET", "HEAD"},
    f"/person/{ANA}/export": {"GET", "HEAD"},
    f"/person/{ANA}/facts": {"POST"},
    f"/person/{ANA}/compact": {"POST"},
    f"/person/{ANA}/erase": {"POST"},
    f"/person/{ANA}/facts/some-id/edit": {"POST"},
    "/static/console.css": {"GET", "HEAD"},
}
METHODS = {"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"}


def test_a_method_a_route_does_not_take_is_405_naming_those_it_takes(memory, model, clock):
    seed_person(memory, model, clock)
    with running_console(memory, AGENT) as console:
        own = logged_in(console)  # as a client probing the console sends it: no Origin
        for target, allowed in ROUTES.items():
            for method in sorted(METHODS - allowed):
                status, headers, body = request(console, method, target, own)
                assert status == 405, (method, target, status, body)
                assert set(headers["allow"].split(", ")) == allowed, (method, target)
                if method != "HEAD":
                    assert "takes" in body
        assert request(console, "OPTIONS", "/")[0] == 401  # the login comes first
    assert memory.store.load(KEY).facts  # nothing was changed


HOSTILE_TARGETS = [
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "https://evil.example/",
    "http://evil.example",
    "https:evil.example",
]


@pytest.fixture
def local_memory(tmp_path, model, clock) -> Iterator[Memory]:
    """A memory on SQLite only, where the store plays no part."""
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    yield Memory(store=store, model=model, clock=clock)
    store.close()


@pytest.mark.parametrize("target", HOSTILE_TARGETS)
def test_the_login_redirect_never_leaves_the_console(local_memory, target):
    with running_console(local_memory, AGENT) as console:
        token, host = console.access.token, {"Host": f"127.0.0.1:{console.port}"}
        status, headers, _ = request(console, "GET", f"{target}?token={token}&after=x", host)
        assert status == 303 and console.access.cookie in headers["set-cookie"]
        location = headers["location"]
        assert urlsplit(location).path == "/", location  # the people page, nothing else
        assert urlsplit(urljoin(console.base + "/", location)).netloc == f"127.0.0.1:{console.port}"
        assert "token" not in location


def test_the_login_redirect_keeps_the_consoles_own_page(local_memory):
    with running_console(local_memory, AGENT) as console:
        target = f"/person/{ANA}?token={console.access.token}&facts=all"
        status, headers, _ = request(console, "GET", target)
        assert status == 303 and headers["location"] == f"/person/{ANA}?facts=all"


# marks that are part of the words, not of the page: a right-to-left mark after Hebrew,
# a soft hyphen, the tag characters of the Scottish flag (an operator's fact may hold them;
# a zero-width space it may not: core/unicode_text.py acting_character)
MARKED = (
    "Prefers \u05e2\u05d1\u05e8\u05d9\u05ea\u200f replies, co\u00adoperative "
    "and \U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f too."
)


def test_an_edit_box_gives_back_the_stored_text_hidden_marks_and_all(memory, model, clock):
    # GIVEN a fact whose words hold hidden characters
    fact = Curation(memory).add(AGENT, ANA, "preference", MARKED, "language")
    with running_console(memory, AGENT) as console:
        me = logged_in(console)
        status, _, body = request(console, "GET", f"/person/{ANA}", me)
        assert status == 200
        box = html.unescape(EDIT_BOX.search(body).group(1))
        # THEN the edit box holds the text exactly; the page around it shows escapes
        assert box == MARKED
        outside = EDIT_BOX.sub("", body)
        assert "\u200f" not in outside and "\\u200f" in outside and "\U000e0067" not in outside
        assert "this text holds 8 hidden characters" in outside
        assert "U+200F RIGHT-TO-LEFT MARK" in outside and "U+00AD SOFT HYPHEN" in outside
        # AND saving it with one word changed keeps every mark
        write = {**me, "Origin": console.base, "Content-Type": "application/x-www-form-urlencoded"}
        form = urlencode({"csrf": console.access.csrf, "content": box.replace("too", "also")})
        target = f"/person/{ANA}/facts/{fact.id}/edit"
        assert request(console, "POST", target, write, form.encode())[0] == 303
    live = [f.content for f in memory.store.load(KEY).facts if f.is_live(clock())]
    assert live == [MARKED.replace("too", "also")]


def test_a_text_too_long_to_save_back_leaves_the_edit_box_empty(memory, clock):
    long_fact = Fact("f-long", "profile", "Long \u200f" + "y" * 5_000, "essay", "stated", clock())
    assert memory.store.save_compaction(KEY, Summary("s", "0", clock(), 1), None, [long_fact])
    with running_console(memory, AGENT) as console:
        status, _, body = request(console, "GET", f"/person/{ANA}", logged_in(console))
    assert status == 200 and EDIT_BOX.search(body).group(1) == ""
    assert "\u200f" not in body  # nor a raw mark: the box is the only place one could be


@pytest.mark.parametrize("page", ["%C2%B2", "%E2%91%A0", "%D9%A3", "%EF%BC%92", "-1", "0x2", ""])
def test_a_page_number_in_other_digits_is_the_first_page(memory, model, clock, page):
    seed_person(memory, model, clock)
    with running_console(memory, AGENT) as console:
        status, _, body = request(console, "GET", f"/person/{ANA}?page={page}", logged_in(console))
    assert status == 200 and "Their dog is called Pipoca." in body


def test_a_cursor_in_other_digits_is_refused(memory, model, clock):
    seed_person(memory, model, clock)
    with running_console(memory, AGENT) as console:
        for after in ("%D9%A3_%2B5511987654321", "%C2%B2_%2B5511987654321"):
            status, _, body = request(console, "GET", f"/?after={after}", logged_in(console))
            assert status == 400 and "go to the first" in body, after


def _facts_as_stored(memory) -> list[tuple[object, ...]]:
    facts = memory.store.load(KEY).facts
    return sorted((f.id, f.content, f.superseded_by, f.expires_at) for f in facts)


def test_each_action_is_taken_on_its_own_route_only(memory, model, clock):
    # GIVEN a person with facts and a summary
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    before = _facts_as_stored(memory)
    with running_console(memory, AGENT) as console:
        write = {
            **logged_in(console),
            "Origin": console.base,
            "Content-Type": "application/x-www-form-urlencoded",
        }
        form = urlencode(
            {"csrf": console.access.csrf, "confirm": "erase", "content": "x y z", "kind": "profile"}
        ).encode()
        # WHEN a person's action, or a made-up one, is posted to the fact route
        for action in ("facts", "compact", "erase", "add", "export", "anything", "EDIT"):
            target = f"/person/{ANA}/facts/{dog}/{action}"
            status, _, body = request(console, "POST", target, write, form)
            assert status == 400 and "no such action on a fact" in body, (action, status)
        # AND a fact's action is posted where a person's would go
        for action in ("edit", "invalidate", "restore", "delete"):
            assert request(console, "POST", f"/person/{ANA}/{action}", write, form)[0] == 404
    # THEN nothing changed: the person is not erased, no fact added, edited or compacted
    assert _facts_as_stored(memory) == before and memory.store.load(KEY).summary.version == 2


def test_an_add_or_edit_holding_a_control_or_a_repeat_is_a_400_naming_it(memory, model, clock):
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    before = _facts_as_stored(memory)
    with running_console(memory, AGENT) as console:
        write = {**logged_in(console), "Origin": console.base,
                 "Content-Type": "application/x-www-form-urlencoded"}  # fmt: skip

        def post(target: str, **fields: str) -> tuple[int, str]:
            form = urlencode({"csrf": console.access.csrf, **fields}).encode()
            status, _, body = request(console, "POST", target, write, form)
            return status, html.unescape(body)

        status, body = post(f"/person/{ANA}/facts", kind="profile", subject="plan",
                            content="Their plan is \x1b[2Jgold.")  # fmt: skip
        assert status == 400 and "U+001B at character 15" in body
        status, body = post(f"/person/{ANA}/facts/{dog}/edit", content="Their \u202eplan.")
        assert status == 400 and "U+202E at character 7" in body
        status, body = post(f"/person/{ANA}/facts/{dog}/edit", content="Their plan is enterprise.")
        assert status == 400 and "already has this fact" in body
    assert _facts_as_stored(memory) == before  # nothing written
