"""The console in a real browser (Debian's headless Chromium, driven by Playwright), on the
SQLite store and on a moto table: find a person, see facts and a reply's audit, edit,
restore, export, erase (nothing of the person left), and what it refuses.

CONSOLE_SCREENSHOTS=<folder> also saves the main pages there (`make screenshots`)."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from agent_memory.core.curation import Curation
from tests.console_seed import AGENT, ANA, ANA_AS_TYPED, KEY, NUMBER, fact_id, seed_person
from tests.console_server import CHROMIUM, CHROMIUM_FLAGS, chromium_missing, running_console
from tests.store_dump import all_items, items_of, plain

pytestmark = pytest.mark.skipif(chromium_missing() is not None, reason=str(chromium_missing()))
SHOTS = os.environ.get("CONSOLE_SCREENSHOTS")


@pytest.fixture(scope="module")
def playwright() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def chromium(playwright, tmp_path_factory: pytest.TempPathFactory):
    """One Chromium for the module, on a fresh profile (its own --user-data-dir)."""
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path_factory.mktemp("chromium-profile")),
        executable_path=str(CHROMIUM),
        headless=True,
        args=CHROMIUM_FLAGS,
        accept_downloads=True,
        viewport={"width": 1200, "height": 900},
    )
    context.set_default_timeout(10_000)
    yield context
    context.close()


@pytest.fixture
def browser(chromium):
    """The browser with no cookie, nor page, of an earlier test."""
    chromium.clear_cookies()
    yield chromium
    for page in chromium.pages:
        page.close()


def shot(page, name: str, phone: bool = False) -> None:
    if not SHOTS:
        return
    if phone:
        page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=not phone)
    page.set_viewport_size({"width": 1200, "height": 900})


def test_an_operator_finds_sees_edits_restores_exports_and_erases(
    memory, model, clock, store, browser, tmp_path
):
    seed_person(memory, model, clock)
    dog, basic = (
        fact_id(memory, "Their dog is called Pipoca."),
        fact_id(memory, "Their plan is basic."),
    )
    with running_console(memory, "bot") as console:
        page = browser.new_page()
        page.goto(console.login_url)
        assert "token=" not in page.url  # the token went into a cookie
        assert page.locator("table.people").inner_text().count(ANA) == 1
        shot(page, "console-people")

        # find a person by phone, typed as people write it
        page.fill("input[name=phone]", ANA_AS_TYPED)
        page.click("header button")
        page.wait_for_url(f"**/person/{ANA}")
        facts = page.locator("#facts").inner_text()
        assert "Their plan is enterprise." in facts and "Their dog is called Pipoca." in facts
        audit = page.locator("#audit .reply").first.inner_text()
        assert "Their plan is enterprise." in audit and "summary version 2" in audit
        shot(page, "console-person")
        shot(page, "console-person-phone", phone=True)

        # edit: a new version by the operator
        row = page.locator(f"#fact-{dog}")
        row.locator("summary", has_text="edit").click()
        row.locator("textarea").fill("Their dog is called Bolinha.")
        row.locator("button", has_text="save as new version").click()
        assert "Edited" in page.locator(".done").inner_text()
        live = {f.content: f for f in store.load(KEY).facts if f.is_live(clock())}
        assert live["Their dog is called Bolinha."].source == "operator"
        assert "Their dog is called Pipoca." not in live

        # restore a superseded version from the history
        page.goto(f"{console.base}/person/{ANA}?facts=all")
        history = page.locator("tr.versions", has=page.locator(f"#fact-{basic}"))
        history.locator("summary").click()
        page.locator(f"#fact-{basic}").locator("button", has_text="restore").click()
        assert "Restored" in page.locator(".done").inner_text()
        live = [f.content for f in store.load(KEY).facts if f.is_live(clock())]
        assert "Their plan is basic." in live and "Their plan is enterprise." not in live

        # export: a download of everything stored
        with page.expect_download() as download:
            page.click("text=export (JSON)")
        exported = json.loads(Path(download.value.path()).read_text())
        assert exported["phone"] == ANA
        assert "Their dog is called Bolinha." in [f["content"] for f in exported["facts"]]

        # erase, with the receipt shown; nothing of the person stays
        page.click("summary:has-text('erase')")
        page.fill("input[name=confirm]", "erase")
        page.click("button:has-text('erase this person')")
        assert KEY.phone_hash in page.locator("dl.receipt").inner_text()
        shot(page, "console-receipt")
        assert items_of(store, KEY.partition) == []
        assert not any(ANA in json.dumps(i, default=plain) for i in all_items(store))


def _attacker_site(target: str, fields: dict[str, str]) -> tuple[ThreadingHTTPServer, str]:
    """A page on another origin that posts a form to the console as soon as it loads."""
    inputs = "".join(f'<input name="{k}" value="{v}">' for k, v in fields.items())
    html = (
        f'<form id="f" method="post" action="{target}">{inputs}</form>'
        "<script>document.getElementById('f').submit()</script>"
    ).encode()

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(html)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Page)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def test_no_token_and_cross_site_writes_are_refused(memory, model, clock, store, browser):
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    with running_console(memory, "bot") as console:
        page = browser.new_page()
        assert page.goto(f"{console.base}/").status == 401
        assert page.goto(f"{console.base}/person/{ANA}").status == 401
        assert page.goto(f"{console.base}/?token=guessed").status == 403

        page.goto(console.login_url)  # logged in: the cookie is there from now on
        target = f"{console.base}/person/{ANA}/facts/{dog}/delete"
        attacker, url = _attacker_site(target, {"csrf": console.access.csrf})
        try:
            with page.expect_response(target) as answer:
                page.goto(url)
            assert answer.value.status == 403  # another origin, even with the form's token
        finally:
            attacker.shutdown()
        page.goto(f"{console.base}/person/{ANA}")
        with page.expect_response(target) as answer:  # its own origin, without the token
            page.evaluate(
                "url => { const f = document.createElement('form'); f.method = 'post';"
                " f.action = url; document.body.appendChild(f); f.submit(); }",
                target,
            )
        assert answer.value.status == 403
    assert dog in [f.id for f in store.load(KEY).facts if f.is_live(clock())]


def test_hidden_characters_show_as_escapes_and_long_texts_are_cut(
    memory, model, clock, browser, tmp_path
):
    """What the operator reads is what is stored: a bidi override turns nothing around, a
    right-to-left mark (which a fact may hold) shows as its escape, and a 250 KB message is
    its first 2,000 characters and a note."""
    seed_person(memory, model, clock)
    Curation(memory).add(
        AGENT, ANA, "profile", "Their favourite band is \u05e9\u200f today.", "band"
    )
    memory.remember(
        AGENT, ANA, NUMBER, "user", "pay \u2066\u202eto Bob\u202c\u2069\u200b now\x1b[2J"
    )
    memory.remember(AGENT, ANA, NUMBER, "user", "A long one. " + "blah " * 50_000)
    with running_console(memory, "bot") as console:
        page = browser.new_page()
        page.goto(console.login_url)
        page.goto(f"{console.base}/person/{ANA}")
        facts = page.locator("#facts").inner_text()
        assert "\u200f" not in facts and "band is \u05e9\\u200f today." in facts
        messages = page.locator("#messages").inner_text()
        assert "\\u2066\\u202eto Bob\\u202c\\u2069\\u200b now\\x1b[2J" in messages
        assert "more characters; export for all" in messages
        assert page.locator("#messages .escape").first.get_attribute("title") == (
            "U+2066 LEFT-TO-RIGHT ISOLATE"
        )
        page.locator("#messages").scroll_into_view_if_needed()
        page.screenshot(path=str(tmp_path / "console-person-escaped.png"), full_page=True)
        shot(page, "console-person-escaped")


def test_two_consoles_on_one_machine_keep_their_logins(memory, browser):
    """A browser keeps cookies per host, whatever the port: each console's cookie is its own."""
    with running_console(memory, "bot") as first, running_console(memory, "other") as second:
        page = browser.new_page()
        page.goto(first.login_url)
        page.goto(second.login_url)
        assert page.goto(f"{first.base}/").status == 200
        assert page.goto(f"{second.base}/").status == 200


def test_an_edit_in_the_browser_keeps_the_hidden_marks_of_the_fact(memory, clock, store, browser):
    """The edit box holds the stored text, not its escapes: saving it with one word
    changed keeps a right-to-left mark, a zero-width space, a soft hyphen, a tag flag."""
    from tests.test_console_http import MARKED

    fact = Curation(memory).add(AGENT, ANA, "preference", MARKED, "language")
    with running_console(memory, "bot") as console:
        page = browser.new_page()
        page.goto(console.login_url)
        page.goto(f"{console.base}/person/{ANA}")
        row = page.locator(f"#fact-{fact.id}")
        assert "\\u200f" in row.locator(".content").inner_text()  # shown as its escape
        row.locator("summary", has_text="edit").click()
        box = row.locator("textarea")
        assert box.input_value() == MARKED
        assert "U+200F RIGHT-TO-LEFT MARK" in row.locator(".hidden-note").inner_text()
        box.fill(box.input_value().replace("too", "also"))
        row.locator("button", has_text="save as new version").click()
        assert "Edited" in page.locator(".done").inner_text()
    live = [f.content for f in store.load(KEY).facts if f.is_live(clock())]
    assert live == [MARKED.replace("too", "also")]
