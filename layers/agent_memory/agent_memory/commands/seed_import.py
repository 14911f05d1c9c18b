"""Importing a database of the seed design's TypeScript `memory.ts`, so its users keep
their history.

The seed's own schema (what `memory.ts` creates) is

    messages  (id, event_id, agent, phone, number, role, content, created_at)
    summaries (agent, phone, text, through_id)      -- through_id: messages since deleted
    facts     (id, agent, phone, fact)              -- no kind, no times

and older or hand-made variants are read too. Names in brackets are accepted instead;
columns marked optional may be missing.

    messages  (id INTEGER PRIMARY KEY, phone [chat, user_phone], role ('user' | 'assistant'),
               content [text], created_at [timestamp, ts],
               agent_id [agent] optional, number [whasp_number] optional)
    summaries (phone [chat], text [summary, content], through_id [last_message_id] optional,
               updated_at optional, agent_id [agent] optional)
    facts     (phone [chat], content [text, fact], kind optional (default profile),
               subject optional, created_at optional, expires_at optional, id optional,
               agent_id [agent] optional)

Times are ISO 8601 text (UTC when it names no zone) or Unix seconds or milliseconds.
What each row becomes:
- a message is remembered at its own time with event id `seed-msg-<id>`, so a second
  import stores nothing twice; rows with another role, no text or a time that is
  not one (or that no store can date) are skipped;
- a summary covers the messages up to `through_id`, else up to `updated_at`, else none
  (nothing raw is hidden behind it), cut to SUMMARY_MAX_CHARS and screened as a
  compaction's; it is imported only while the person has no summary of ours, so a
  newer one is never overwritten;
- a fact keeps its kind (an unknown one becomes profile), times and text; its subject
  is `subject` or `seed_<id>`, so no two seed facts replace each other; the next
  compaction embeds it; a fact expired already is skipped. It passes the same ceiling
  and filter as an extracted fact (FACT_MAX_CHARS; no orders to the agent, secrets or
  live data), and a fact whose
  text the person already has (live or superseded) is not added again: the seed's facts
  carry no time, so their ids cannot tell a second import from a first.
The agent is the row's `agent_id`, else `--agent`; the whasp number likewise `number`,
else `--number`. Rows naming no valid phone or agent id are skipped and counted, as are rows
no store can hold (a message over MESSAGE_MAX_BYTES, text, stored as TEXT or as a BLOB,
that is not valid UTF-8):
the import carries on past them. People erased here already stay erased: their
tombstone refuses the older rows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agent_memory.core.facts import fact_id, subject_key
from agent_memory.core.lexical import normalise
from agent_memory.core.memory import Memory
from agent_memory.core.records import (
    FACT_KINDS,
    ROLES,
    ConversationKey,
    Fact,
    FactDraft,
    Message,
    Summary,
)
from agent_memory.core.unicode_text import is_valid_unicode
from agent_memory.display_text import quoted_input
from agent_memory.errors import ConfigurationError, MessageRefused, StoreItemTooLarge

SEED_EVENT_PREFIX = "seed-msg-"
NOTHING_FOLDED = "0" * 17  # a seq before every message: the summary covers none of them
_ALIASES = {
    "phone": ("phone", "chat", "user_phone"),
    "agent": ("agent_id", "agent"),
    "number": ("number", "whasp_number"),
    "content": ("content", "text", "summary", "fact"),
    "created_at": ("created_at", "timestamp", "ts"),
    "through_id": ("through_id", "last_message_id"),
}


@dataclass
class ImportReport:
    """What an import did, in counts."""

    messages: int = 0
    already_there: int = 0
    summaries: int = 0
    facts: int = 0
    facts_already_there: int = 0
    facts_dropped: int = 0
    skipped: int = 0
    unstorable: int = 0  # of the skipped: too large for a store, or text not valid UTF-8
    people: set[ConversationKey] = field(default_factory=set)

    def __str__(self) -> str:
        return (
            f"imported {self.messages} messages ({self.already_there} already there), "
            f"{self.summaries} summaries and {self.facts} facts ({self.facts_already_there} "
            f"already there, {self.facts_dropped} dropped by the fact filter) for "
            f"{len(self.people)} people; skipped {self.skipped} rows ({self.unstorable} "
            "too large to store or not valid text)"
        )


def import_seed(
    path: Path, memory: Memory, agent: str | None = None, number: str | None = None
) -> ImportReport:
    """Import the seed database at `path` into `memory`'s store."""
    if path.is_dir():
        raise ValueError(f"{quoted_input(str(path))} is a folder: pass the memory.ts database file")
    if not path.is_file():
        raise ValueError(
            f"{quoted_input(str(path))} does not exist: pass the memory.ts database file"
        )
    # as a URI, with `#`, `?` and `%` in the path percent-encoded: written into a `file:`
    # URI as they are, `#` would end the path there, drop `?mode=ro`, and open (and
    # create) another file
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    # text that is not UTF-8 is read (its bad bytes as lone surrogates) and its row skipped
    # as text no store can hold, instead of ending the import there
    db.text_factory = _read_text
    try:
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables & {"messages", "summaries", "facts"}:
            raise ValueError(
                f"{quoted_input(str(path))} has none of the tables messages, summaries, facts: "
                "is it a memory.ts database?"
            )
        importer = _Importer(memory, agent, number)
        readers = {
            "messages": importer.message,
            "summaries": importer.summary,
            "facts": importer.fact,
        }
        for table, read in readers.items():  # messages first: summaries point into them
            if table in tables:
                for row in _rows(db, table):
                    read(row)
        importer.finish()
    except sqlite3.DatabaseError as error:
        raise ValueError(f"{quoted_input(str(path))} cannot be read as SQLite ({error})") from None
    finally:
        db.close()
    return importer.report


def _rows(db: sqlite3.Connection, table: str) -> Iterator[dict[str, Any]]:
    columns = [r[1] for r in db.execute(f"PRAGMA table_info({table})")]
    order = "id" if "id" in columns else "rowid"
    for row in db.execute(f"SELECT * FROM {table} ORDER BY {order}"):  # fixed table names
        yield {name: _decoded(value) for name, value in dict(row).items()}


def _decoded(value: Any) -> Any:
    """A BLOB read as the TEXT it holds, as `text_factory` reads TEXT: bytes that are not
    UTF-8 become lone surrogates, so their row is skipped as unstorable (never the
    `b'...'` repr a `str()` of bytes would import)."""
    return _read_text(value) if isinstance(value, bytes) else value


def _read_text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def _pick(row: dict[str, Any], name: str) -> Any:
    for alias in _ALIASES.get(name, (name,)):
        if row.get(alias) not in (None, ""):
            return row[alias]
    return None


def parse_time(value: Any) -> datetime | None:
    """A seed time (ISO text, Unix seconds or milliseconds) as an aware datetime."""
    if value in (None, ""):
        return None
    if isinstance(value, str) and not _ascii_digits(value.strip().replace(".", "", 1)):
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    seconds = float(value)
    return datetime.fromtimestamp(seconds / 1000 if seconds > 1e11 else seconds, UTC)


def _ascii_digits(text: str) -> bool:
    """ASCII digits only: `isdigit` alone takes ² and ①, which int() and float() refuse."""
    return text.isascii() and text.isdigit()


def _text_key(content: str) -> str:
    """What makes two facts the same fact for an import: their text, case and accents aside."""
    return normalise(content).strip().rstrip(".")


def _message_id(value: Any) -> int:
    """A seed message id (an integer, maybe written as text or as a whole float)."""
    number = float(value) if not isinstance(value, int) else value
    if isinstance(number, float) and not number.is_integer():  # nan, inf and 3.5 alike
        raise ValueError(f"not a message id: {quoted_input(value)}")
    return int(number)


def _seed_id(event_id: str | None) -> int:
    """The seed message id behind an imported message's event id; -1 for other messages."""
    number = (event_id or "").removeprefix(SEED_EVENT_PREFIX)
    return int(number) if number != event_id and _ascii_digits(number) else -1


class _Importer:
    def __init__(self, memory: Memory, agent: str | None, number: str | None) -> None:
        self.memory = memory
        self.agent = agent
        self.number = number
        self.report = ImportReport()
        self.summaries: dict[ConversationKey, dict[str, Any]] = {}
        self.facts: dict[ConversationKey, list[Fact]] = {}

    def _key(self, row: dict[str, Any]) -> ConversationKey | None:
        agent = _pick(row, "agent") or self.agent
        if agent is None:
            raise ConfigurationError(
                "The seed rows name no agent (no agent_id column): pass --agent or set AGENT_ID."
            )
        try:
            key = self.memory.key(str(agent), str(_pick(row, "phone") or ""))
        except ValueError:
            self.report.skipped += 1
            return None
        self.report.people.add(key)
        return key

    def message(self, row: dict[str, Any]) -> None:
        key, content, role = self._key(row), _pick(row, "content"), row.get("role")
        if key is None:
            return
        if role not in ROLES or not isinstance(content, str) or not content.strip():
            self.report.skipped += 1
            return
        number = _pick(row, "number") or self.number
        if number is None:
            raise ConfigurationError(
                "The seed messages name no whasp number (no number column): pass --number, "
                "the number that carried these chats, e.g. +5511900000000."
            )
        event_id = f"{SEED_EVENT_PREFIX}{row['id']}" if row.get("id") is not None else None
        try:
            at = parse_time(_pick(row, "created_at")) or datetime.now(UTC)
            stored = self.memory.remember(
                key.agent, key.phone, str(number), role, content, event_id=event_id, at=at
            )
        except (MessageRefused, StoreItemTooLarge):  # nothing written: no store can hold it
            self._unstorable()
            return
        except (ValueError, OverflowError):  # no time, or one no store can date
            self.report.skipped += 1
            return
        self.report.messages += stored
        self.report.already_there += not stored

    def _unstorable(self) -> None:
        self.report.skipped += 1
        self.report.unstorable += 1

    def summary(self, row: dict[str, Any]) -> None:
        key = self._key(row)
        if key is None or not _pick(row, "content"):
            return
        if not is_valid_unicode(str(_pick(row, "content"))):
            self._unstorable()
            return
        try:  # read now, so a row that names no time or message is skipped, not fatal later
            row = {**row, "updated_at": parse_time(row.get("updated_at"))}
            through_id = _pick(row, "through_id")
            row["through_id"] = None if through_id is None else _message_id(through_id)
        except (ValueError, OverflowError):
            self.report.skipped += 1
            return
        self.summaries[key] = row  # the last row of a person wins

    def fact(self, row: dict[str, Any]) -> None:
        key, content = self._key(row), _pick(row, "content")
        if key is None:
            return
        if not isinstance(content, str) or not content.strip():
            self.report.skipped += 1
            return
        if not is_valid_unicode(content) or not is_valid_unicode(str(row.get("subject"))):
            self._unstorable()
            return
        kind = row.get("kind") if row.get("kind") in FACT_KINDS else "profile"
        subject = subject_key(str(row.get("subject") or f"seed_{row.get('id', len(content))}"))
        try:
            created = parse_time(_pick(row, "created_at")) or datetime.now(UTC)
            expires = parse_time(row.get("expires_at"))
        except (ValueError, OverflowError):  # not a time
            self.report.skipped += 1
            return
        if expires is not None and expires <= datetime.now(UTC):
            self.report.skipped += 1  # expired already: the store would never show it
            return
        # the ceiling and the screen of an extracted fact, its drops counted the same way
        kept = self.memory.screened_drafts(
            [FactDraft(kind=kind, content=content.strip(), subject=subject)]
        )
        if not kept:
            self.report.facts_dropped += 1
            return
        draft = kept[0]
        fact = Fact(
            id=fact_id(draft, created, self.memory.phone_hash_key),
            kind=kind,
            content=draft.content,
            subject=subject,
            source="stated",
            created_at=created,
            expires_at=expires,
        )
        self.facts.setdefault(key, []).append(fact)

    def finish(self) -> None:
        """Write each person's summary and facts in one conditional write."""
        for key in self.summaries.keys() | self.facts.keys():
            conversation = self.memory.store.load(key)
            current = conversation.summary
            known = {_text_key(f.content) for f in conversation.facts}
            facts = [f for f in self.facts.get(key, []) if _text_key(f.content) not in known]
            self.report.facts_already_there += len(self.facts.get(key, [])) - len(facts)
            row = self.summaries.get(key)
            summary = current
            if row is not None and current is None:
                summary = self._summary(row, conversation.messages)
            elif summary is None:  # facts alone: an empty summary that covers nothing
                summary = Summary(text="", through=NOTHING_FOLDED, last_at=None, version=1)
            if summary is current and not facts:
                continue
            version = current.version if current else None
            if self.memory.store.save_compaction(key, summary, version, facts):
                self.report.summaries += summary is not current and bool(summary.text)
                self.report.facts += len(facts)

    def _summary(self, row: dict[str, Any], messages: list[Message]) -> Summary:
        through_id, updated = row["through_id"], row["updated_at"]
        if through_id is not None:
            folded = [m for m in messages if 0 <= _seed_id(m.event_id) <= through_id]
        elif updated is not None:
            folded = [m for m in messages if m.at <= updated]
        else:
            folded = []
        last = folded[-1] if folded else None
        return Summary(
            text=self.memory.screened_summary(str(_pick(row, "content"))),  # as a compaction's
            through=last.seq if last else NOTHING_FOLDED,
            last_at=last.at if last else updated,
            version=1,
        )
