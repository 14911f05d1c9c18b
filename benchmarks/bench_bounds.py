"""The largest inputs tried at each door to the model, and what happened; the model call's
deadline against a server that drips its answer, as a ratio of the client's own timeouts.

Every door runs the real adapters against fake servers on 127.0.0.1 that answer at
OpenAI's documented limits (an embeddings input over 8,192 tokens, or a request over
300,000, is refused with OpenAI's 400), and the core over an embedded store:

- a message to remember (every door's way in): the largest a store keeps, a byte more, a
  lone surrogate;
- the turn's query embedding (a message of 40,000 and 1,000,000 characters);
- the embedding sweep (an imported fact of 50,000 and 1,000,000 characters);
- the compaction fold (45 messages of 200 KB: the request sizes the model server saw);
- the answers (a reply of 1 MB and 9 MB, a summary of 600 KB, a fact of 50,000 chars);
- media (a photo of 16 MB, a voice note of 26 MB);
- the deadline: a 3 s call to a server that drips its answer (1 byte every 20 ms: 10 s
  for the whole, then an endless one), our client against the openai client's per-read
  timeout.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import harness  # noqa: F401  (puts the repository on the path: the tests' fakes)
import openai

from agent_memory.core.memory import Memory
from agent_memory.core.records import Fact, FactDraft, Summary
from agent_memory.errors import AgentMemoryError
from agent_memory.model.openai_embedder import OpenAIEmbedder
from agent_memory.model.openai_model import OpenAIModel
from agent_memory.model.token_budget import ByteBound
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, ScriptedModel
from tests.servers import DrippingServer, FakeOpenAI

AGENT, ANA, NUMBER = "bot", "+5511987654321", "+5511900000000"
HELLO = [{"role": "user", "content": "Oi"}]


def embedder(fake: FakeOpenAI) -> OpenAIEmbedder:
    return OpenAIEmbedder(
        api_key="sk", base_url=fake.url + "/v1", dimensions=8, max_retries=0, counter=ByteBound()
    )


def chat_model(url: str, timeout: float = 20.0) -> OpenAIModel:
    return OpenAIModel(
        model="gpt-test",
        api_key="sk",
        base_url=url + "/v1",
        timeout=timeout,
        api="chat_completions",
        json_format="json_object",
    )


def outcome(action) -> str:
    try:
        return action()
    except AgentMemoryError as error:
        return f"{type(error).__name__}: {str(error)[:70]}"


def remember(memory: Memory, texts: list[str]) -> None:
    for n, text in enumerate(texts):
        memory.remember(AGENT, ANA, NUMBER, "user" if n % 2 == 0 else "assistant", text)


def turn_query(directory: Path) -> list[str]:
    lines = []
    for chars in (40_000, 1_000_000):
        with FakeOpenAI() as fake:
            model = ScriptedModel()
            model.queue_compaction("Ana.", FactDraft("profile", "They live in Recife.", "city"))
            memory = Memory(SqliteStore(directory / f"q{chars}.db"), model, embedder=embedder(fake))
            remember(memory, [f"m{n}" for n in range(40)])
            memory.compact(AGENT, ANA)
            text = ("Onde eu moro? " * (chars // 14 + 1))[:chars]

            def turn(memory=memory, text=text) -> str:
                notes = memory.build_context(AGENT, ANA, query=text).notes
                return "context with the fact" if "Recife" in notes else "context without it"

            said = outcome(turn)
            lines.append(
                f"turn query of {chars:>9,} chars: {said}; largest input sent "
                f"{max(fake.embedded_tokens):,} tokens (limit 8,192)"
            )
    return lines


def sweep(directory: Path) -> list[str]:
    lines = []
    for chars in (50_000, 1_000_000):
        with FakeOpenAI() as fake:
            clock = FakeClock()
            store = SqliteStore(directory / f"s{chars}.db", clock=clock)
            memory = Memory(store, ScriptedModel(), clock=clock, embedder=embedder(fake))
            key = memory.key(AGENT, ANA)
            facts = [
                Fact(
                    f"f{n:03d}",
                    "profile",
                    "x" * chars if n == 7 else f"Fact {n}.",
                    f"s{n}",
                    "stated",
                    clock(),
                )
                for n in range(151)
            ]
            store.save_compaction(key, Summary("Imported.", "0", clock(), 1), None, facts)
            for round_ in range(3):
                remember(memory, [f"r{round_}m{n}" for n in range(40)])
                memory.compact(AGENT, ANA)
            embedded = sum(f.embedding is not None for f in store.load(key).facts)
            lines.append(
                f"sweep with a fact of {chars:>9,} chars: {embedded} of 151 facts "
                f"embedded; largest input {max(fake.embedded_tokens):,} tokens"
            )
    return lines


def messages(directory: Path) -> list[str]:
    """What `remember` (every door's way in) does with the largest message a store keeps,
    one byte more, and a lone surrogate: stored, or refused with its reason, nothing
    written."""
    store = SqliteStore(directory / "messages.db")
    memory = Memory(store, ScriptedModel())
    limit = memory.bounds.message_bytes
    lines = []
    for what, text in [
        (f"{limit:,} bytes", "x" * limit),
        (f"{limit + 1:,} bytes", "x" * (limit + 1)),
        ("a lone surrogate", "tea \ud800"),
    ]:
        try:
            memory.remember(AGENT, ANA, NUMBER, "user", text)
            happened = "stored"
        except ValueError as error:
            happened = f"{type(error).__name__}: {str(error)[:60]}"
        lines.append(f"message of {what}: {happened}")
    kept = len(store.load(memory.key(AGENT, ANA)).messages)
    store.close()
    return [*lines, f"  messages stored: {kept} (the refused ones left nothing)"]


def fold(directory: Path) -> list[str]:
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        fake.texts.extend([json.dumps({"summary": "Ana.", "facts": []})] * 10)
        memory = Memory(SqliteStore(directory / "fold.db"), chat_model(fake.url))
        remember(memory, [f"{n} " + "z" * 200_000 for n in range(45)])
        rounds = 0
        while memory.compact(AGENT, ANA) and rounds < 10:
            rounds += 1
        sizes = [len(json.dumps(r.body)) for r in fake.generations()]
    return [
        f"fold of 45 messages of 200 KB (9 MB): {rounds} compactions, requests of at most "
        f"{max(sizes):,} bytes (before: one of about 9,000,000, failing every run)"
    ]


def answers(directory: Path) -> list[str]:
    lines = []
    for size in (1_000_000, 9_000_000):
        with DrippingServer(big=size) as fake:
            model = chat_model(fake.url)
            said = outcome(lambda model=model: f"{len(model.reply('p', HELLO).text):,} chars")
        lines.append(
            f"reply of {size:>9,} bytes from the server: {said} "
            "(the responder then cuts to REPLY_MAX_CHARS, 4,096)"
        )
    model = ScriptedModel()
    model.queue_compaction(
        "Ana lives in Recife. " * 30_000, FactDraft("profile", "x" * 50_000, "note")
    )
    memory = Memory(SqliteStore(directory / "answers.db"), model)
    remember(memory, [f"m{n}" for n in range(40)])
    memory.compact(AGENT, ANA)
    stored = memory.store.load(memory.key(AGENT, ANA))
    lines.append(
        f"summary of 630,000 chars: stored as {len(stored.summary.text):,}; fact of "
        f"50,000 chars: {len(stored.facts)} stored (refused, counted)"
    )  # type: ignore[union-attr]
    with FakeOpenAI() as fake:
        media = chat_model(fake.url)
        photo = outcome(lambda: media.describe_image(b"\x89PNG" * (4 << 20), "image/png", None))
        voice = outcome(lambda: media.transcribe(b"\x00" * (26 << 20), "audio/ogg"))
        sent = len(fake.requests)
    lines.append(f"photo of 16 MB: {photo}")
    lines.append(f"voice note of 26 MB: {voice}; requests sent: {sent}")
    return lines


def drip_seconds(options: dict, ours: bool) -> float:
    with DrippingServer(give_up=20.0, **options) as fake:
        model = chat_model(fake.url, timeout=3.0)  # clients built before the clock starts
        client = openai.OpenAI(api_key="sk", base_url=fake.url + "/v1", timeout=3.0)
        started = time.monotonic()
        if ours:
            outcome(lambda: model.reply("p", HELLO))
        else:  # the same client with its own timeouts (per operation) and its one retry
            with contextlib.suppress(openai.OpenAIError, ValueError):
                client.chat.completions.create(model="m", messages=HELLO)
        return time.monotonic() - started


def deadline() -> list[str]:
    lines = []
    for name, options in (
        ("dripped body (10 s)", {"interval": 0.02}),
        ("endless body", {"endless": True, "interval": 0.1}),
    ):
        before = drip_seconds(options, ours=False)
        after = drip_seconds(options, ours=True)
        lines.append(
            f"3 s call, {name}: {after:.1f} s, x{after / before:.2f} of the client's "
            f"per-read timeout ({before:.1f} s, the server ends each answer at 20 s)"
        )
    return lines


def main() -> None:
    print("bench_bounds: the largest inputs at each door, fake servers on 127.0.0.1")
    started = datetime.now(UTC)
    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        for line in [
            *messages(directory),
            *turn_query(directory),
            *sweep(directory),
            *fold(directory),
            *answers(directory),
            *deadline(),
        ]:
            print(f"  {line}")
    print(f"  ({(datetime.now(UTC) - started).total_seconds():.0f} s)")


if __name__ == "__main__":
    main()
