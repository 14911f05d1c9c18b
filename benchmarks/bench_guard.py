"""The reply guard's two figures (docs/decisions/reply-guard.md), on the real turn paths.

1. An auto-responder: another bot at the person's number that writes one second after
   each of our replies (or after its own last message when we stay quiet), the same
   template every time, for 20 rounds. Printed: rounds answered and model calls, on
   SQLite and on DynamoDB under moto (the responder, the store and the offline model's
   place taken by a scripted one, so only the guard decides).
2. A fast human: a person who answers 3 s after each of our replies with a short word
   ("sim", "ok", "isso", "ok", in turn), and writes again 5 minutes after their own
   last message when we stay quiet, 24 messages (about 2 hours when muted). Printed:
   messages answered, on SQLite and on DynamoDB under moto.
3. A burst: 40 messages of one person sent within a second. Printed: model calls and
   replies through the local service's workers (all 40 waiting in the inbox when the
   worker starts) and through the processor Lambda under moto with the stack's batch size
   (template.yaml: 5 records a batch, so 8 batches, each answered once: its messages
   were written before our replies, so they are no loop).

The same script measures a checkout without the guard (the "before" figures): what it
cannot pass there (`answer_bursts_once`) it leaves out.
`python benchmarks/bench_guard.py`
"""

from __future__ import annotations

import contextlib
import inspect
import io
import logging
import os
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

import harness  # noqa: F401  (the repository importable, moto's credentials)
from moto import mock_aws

from agent_memory import Memory
from agent_memory.devtools.provision import create_queues, create_table, load_template
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.workers import WorkerPool
from agent_memory.pipeline.responder import Responder
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.port import Store
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, RecordingMessenger, ScriptedModel
from tests.lambdas import load_function, poll, processor_environment, send, whasp_event
from tests.servers import FakeOpenAI, FakeWhasp

PHONE = "+5511987654321"
ROUNDS = 20
BURST = 40
AUTO_REPLY = "Obrigado pela sua mensagem! Responderemos assim que possível."
HUMAN_WORDS = ("sim", "ok", "isso", "ok")
HUMAN_MESSAGES = 24


def auto_responder(store: Store, clock: FakeClock) -> tuple[int, int]:
    """Rounds answered and model calls for ROUNDS rounds of the auto-responder."""
    model, messenger = ScriptedModel(), RecordingMessenger()
    memory = Memory(store=store, model=model, clock=clock)
    responder = Responder(
        memory, messenger, ledger=store, agent="bot", system_prompt="Be kind.", clock=clock
    )
    for n in range(ROUNDS):
        clock.advance(seconds=1)
        responder.handle(whasp_event(f"evt_{n}", PHONE, "Oi!" if n == 0 else AUTO_REPLY))
    return len(messenger.sent), len(model.reply_calls)


def fast_human(store: Store, clock: FakeClock) -> int:
    """Messages answered of HUMAN_MESSAGES from a person who answers 3 s after each reply,
    or 5 minutes after their own last message when it went unanswered."""
    messenger = RecordingMessenger()
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    responder = Responder(
        memory, messenger, ledger=store, agent="bot", system_prompt="Be kind.", clock=clock
    )
    answered = True
    for n in range(HUMAN_MESSAGES):
        clock.advance(seconds=3 if answered else 300)
        word = HUMAN_WORDS[n % len(HUMAN_WORDS)]
        answered = responder.handle(whasp_event(f"h_{n}", PHONE, word)).action == "answered"
    return len(messenger.sent)


def local_burst(folder: Path) -> tuple[int, int]:
    """Model calls and replies for BURST messages waiting together in the local inbox."""
    clock = FakeClock()
    model, messenger = ScriptedModel(), RecordingMessenger()
    store = SqliteStore(folder / "burst.db", clock=clock)
    memory = Memory(store=store, model=model, clock=clock)
    responder = Responder(memory, messenger, ledger=store, agent="bot", system_prompt="Hi.")
    inbox = SqliteInbox(QueueDatabase(folder / "queues.db"))
    for n in range(BURST):
        inbox.send(whasp_event(f"b{n}", PHONE, f"part {n}"), "person", f"b{n}")
    options: dict[str, Any] = {}
    if "answer_bursts_once" in inspect.signature(WorkerPool).parameters:
        options["answer_bursts_once"] = True
    pool = WorkerPool(inbox, responder.handle, 1, **options).start()
    deadline = time.monotonic() + 120
    while inbox.counts()["pending"] and time.monotonic() < deadline:
        time.sleep(0.02)
    pool.stop()
    store.close()
    return len(model.reply_calls), len(messenger.sent)


def processor_burst() -> tuple[int, int]:
    """Model calls and replies for BURST messages through the processor Lambda, polled
    with the stack's batch size, against moto and the fake OpenAI and whasp servers."""
    template = load_template()
    batch = template["Resources"]["ProcessorFunction"]["Properties"]["Events"]["Inbox"]
    batch_size = int(batch["Properties"]["BatchSize"])
    with FakeOpenAI() as openai_api, FakeWhasp() as whasp_api:
        queues = create_queues("bench-guard", template)
        table = create_table("bench-guard-memory", template)
        os.environ.update(processor_environment(table, queues, whasp_api.url, openai_api.url))
        processor = load_function("processor")
        send(queues, *(whasp_event(f"b{n}", PHONE, f"part {n}") for n in range(BURST)))
        with contextlib.redirect_stdout(io.StringIO()):  # Powertools' metrics lines
            while poll(processor, queues["InboxQueue"], batch_size)["Records"]:
                pass
        return len(openai_api.responses()), len(whasp_api.texts_to(PHONE))


def main() -> int:
    logging.disable(logging.WARNING)
    warnings.simplefilter("ignore")  # Powertools: "No application metrics to publish"
    with tempfile.TemporaryDirectory() as directory, mock_aws():
        folder = Path(directory)
        sqlite = SqliteStore(folder / "auto.db", clock=(clock := FakeClock()))
        answered, calls = auto_responder(sqlite, clock)
        print(f"auto-responder, SQLite:   {answered}/{ROUNDS} rounds answered, {calls} model calls")
        sqlite.close()
        table = create_table("bench-guard-auto", load_template())
        clock = FakeClock()
        answered, calls = auto_responder(DynamoDbStore(table, clock=clock), clock)
        print(f"auto-responder, DynamoDB: {answered}/{ROUNDS} rounds answered, {calls} model calls")
        sqlite = SqliteStore(folder / "human.db", clock=(clock := FakeClock()))
        answered = fast_human(sqlite, clock)
        print(f"fast human, SQLite:   {answered}/{HUMAN_MESSAGES} messages answered")
        sqlite.close()
        table = create_table("bench-guard-human", load_template())
        clock = FakeClock()
        answered = fast_human(DynamoDbStore(table, clock=clock), clock)
        print(f"fast human, DynamoDB: {answered}/{HUMAN_MESSAGES} messages answered")
        calls, sent = local_burst(folder)
        print(f"burst of {BURST}, local workers: {calls} model calls, {sent} replies")
        calls, sent = processor_burst()
        print(f"burst of {BURST}, processor (batches of 5): {calls} model calls, {sent} replies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
