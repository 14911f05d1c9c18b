"""`agent-memory chat`: talk to the local agent as one person, through the whole pipeline.

Each line goes to `serve` as a signed whasp delivery and the reply is read back
from the local outbox, so what you see is what whasp's users would get. When
standard input is not a terminal, lines are read from it and echoed, so
`printf 'Hi\\n/quit\\n' | make run` works too.
"""

from __future__ import annotations

import time
from typing import IO

from agent_memory.commands.invocation import command
from agent_memory.commands.person_data import render_overview
from agent_memory.core.phone import normalise_phone
from agent_memory.display_text import printable_lines
from agent_memory.errors import LocalRunError
from agent_memory.local.client import DEMO_NUMBER, LocalClient
from agent_memory.local.dead_letters import LocalDeadLetters
from agent_memory.local.workers import MAX_ATTEMPTS

PROMPT = "you> "
REPLY_PREFIX = "agent> "
REPLY_WAIT_SECONDS = 120.0  # a slow model; the offline one answers in milliseconds
DELIVERY_POLL_SECONDS = 0.25  # a failed try is told within this
HELP = (
    "/memory shows what the agent remembers of you, /compact folds this chat into memory now, "
    "/forget erases it, /quit leaves (a line starting with // is sent as /...)"
)


class Chat:
    """One person's session with the agent behind `client`."""

    def __init__(
        self,
        client: LocalClient,
        phone: str,
        out: IO[str],
        number: str = DEMO_NUMBER,
        dead_letters: LocalDeadLetters | None = None,
    ) -> None:
        self.client = client
        self.dead_letters = dead_letters
        self.phone = normalise_phone(phone)
        self.number = normalise_phone(number)
        self.out = out
        self.cursor = 0
        self.outbox = True

    def start(self, ready_seconds: float) -> None:
        """Wait for the service, say who talks to whom, skip replies of earlier sessions."""
        self.client.wait_ready(ready_seconds)
        status = self.client.status()
        self.outbox = status["replies"] == "local outbox"
        self.show(
            f"Talking to agent {status['agent']!r} as {self.phone} through {self.client.url}\n"
            f"model: {status['model']}\n{HELP}"
        )
        if status.get("model_warning"):
            self.show(
                f"WARNING {status['model_warning']}\n(messages wait and are retried; "
                "replies come once it answers)"
            )
        while self.outbox and (earlier := self.client.replies(self.phone, self.cursor)):
            self.cursor = earlier[-1]["id"]

    def handle(self, line: str) -> bool:
        """Act on one line; False when the session should end."""
        text = line.strip()
        command = text.lower()
        if not text:
            return True
        if command in ("/quit", "/exit"):
            return False
        if command == "/help":
            self.show(HELP)
        elif command == "/memory":
            self.show(render_overview(self.client.person(self.phone)))
        elif command == "/compact":
            self._compact()
        elif command == "/forget":
            self.client.forget(self.phone)
            self.client.wait_idle(REPLY_WAIT_SECONDS)
            self.show(
                "Forgotten: nothing about you is shown to the agent any more; the next "
                "maintenance run deletes it from disk."
            )
        elif text.startswith("//"):
            self._converse(text[1:])
        elif text.startswith("/"):
            self.show(f"unknown command {text.split()[0]}: /help lists them (//... sends /...)")
        else:
            self._converse(text)
        return True

    def _compact(self) -> None:
        """Fold the whole chat into summary and facts now, and show what that left."""
        try:
            person = self.client.compact(self.phone)
        except LocalRunError as error:
            self.show(f"(not compacted: {error})")
            return
        if person["compactions"]:
            self.show("Compacted: every message so far is now in the summary and facts.")
        else:
            self.show("Nothing to compact: every message is in the summary already.")
        self.show(render_overview(person))

    def _converse(self, text: str) -> None:
        event_id = self.client.say(self.phone, text, self.number)
        if not self.outbox:
            self.show("(delivered; the reply goes out through whasp, not shown here)")
            return
        deadline = time.monotonic() + REPLY_WAIT_SECONDS
        looked = time.monotonic()
        told: str | None = None  # the failed try last shown
        while time.monotonic() < deadline:
            for reply in self.client.replies(self.phone, self.cursor):
                self.cursor = reply["id"]
                self.show(REPLY_PREFIX + reply["text"])
                if reply["idempotency_key"] == event_id:
                    return
            if time.monotonic() - looked > DELIVERY_POLL_SECONDS:
                looked = time.monotonic()
                if self._parked(event_id):
                    return
                told = self._retrying(event_id, told)
            time.sleep(0.05)
        self.show(f"(no reply within {REPLY_WAIT_SECONDS:g} s; see the serve log)")

    def _retrying(self, event_id: str, told: str | None) -> str | None:
        """Say, once per reason, that a try failed and serve will try again; the reason."""
        state = self.client.delivery(event_id)
        reason = state.get("last_error") if state else None
        if reason and reason != told:
            self.show(
                f"(not answered yet, try {state['attempts']} of {MAX_ATTEMPTS} failed: {reason})"
                f"\n(serve tries again in {state['retry_in']:.0f} s; your message is kept)"
            )
        return reason or told

    def _parked(self, event_id: str) -> bool:
        """Say why, when serve parked this message for good (a wrong key, model, URL)."""
        letter = self.dead_letters.for_event(event_id) if self.dead_letters else None
        if letter is None:
            return False
        self.show(
            f"(not answered: {letter.reason})\n(once fixed: {command('dead-letters redrive')} "
            f"{letter.id}, or just write again)"
        )
        return True

    def show(self, text: str) -> None:
        """Print a line of the session (a reply echoes stored words: controls escaped)."""
        print(printable_lines(text), file=self.out, flush=True)


def run_chat(chat: Chat, lines: IO[str], ready_seconds: float) -> int:
    """The session: prompts on a terminal, echoed lines from a pipe; 0 when it ends."""
    chat.start(ready_seconds)
    interactive = lines.isatty()
    try:
        while True:
            if interactive:
                line = input(PROMPT)
            else:
                line = lines.readline()
                if not line:
                    break
                chat.show(PROMPT + line.rstrip("\n"))
            if not chat.handle(line):
                break
    except (EOFError, KeyboardInterrupt):
        pass
    chat.show("bye")
    return 0
