"""Items as SQLite rows: (pk, sk, JSON body, ttl), encoded and decoded on every turn's path.

orjson, not the standard json module: a turn decodes every message body it reads
and a remember encodes one or two, and orjson does each in a fraction of the time
(benchmarks/bench_seed.py). What orjson refuses, the standard module still takes,
so every body either can write stays readable: a lone surrogate (orjson writes
only valid UTF-8; the standard encoder writes it, and NaN, which orjson does not read).

Four body shapes, one per kind of row: a message `[role, content, number, at]` (and
its event id, when it has one; a reply then null, its `written_at` and
`budget_refilled_at`: core/reply_guard.py), an inbound message `[role, content, number, at, seq]`
(sqlite_turns.py), and every other item as a JSON object of its attributes.
"""

from __future__ import annotations

import base64
import binascii
import json
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import orjson

from agent_memory.core.records import ConversationKey, Fact, Message
from agent_memory.store.items import (
    CODE_ATTRIBUTE,
    INBOUND_PREFIX,
    MESSAGE_NAMES,
    MESSAGE_PREFIX,
    OLD_CODE_ATTRIBUTE,
    SIGNS_ATTRIBUTE,
    TTL_ATTRIBUTE,
    UNREADABLE,
    Item,
    fact_from_item,
    facts_from_items,
    message_from_attributes,
    optional_time,
    stored_text,
)
from agent_memory.store.port import FactVector

Row = tuple[str, str, str, Any]  # pk, sk, body, ttl
_SEQ_FROM, _EVENT_FROM = len(MESSAGE_PREFIX), len(INBOUND_PREFIX)


def fetch(db: sqlite3.Connection, statement: str, values: tuple[Any, ...]) -> list[Any]:
    """The rows a read fetches. sqlite3 decodes TEXT while fetching, before any decoder's
    guard: a body that is not valid UTF-8 (damage; no writer stores one) fails the whole
    fetch. So a failed fetch is fetched again with each such body read as "" (no JSON:
    damaged, skipped and counted as every damaged row is), at the default's speed until then.
    The error, which quotes the stored text, is never logged."""
    try:
        return db.execute(statement, values).fetchall()
    except sqlite3.OperationalError as error:
        if not str(error).startswith("Could not decode to UTF-8"):
            raise
    factory = db.text_factory
    db.text_factory = _text_or_damaged
    try:
        return db.execute(statement, values).fetchall()
    finally:
        db.text_factory = factory


def _text_or_damaged(stored: bytes) -> str:
    try:
        return stored.decode()
    except UnicodeDecodeError:
        return ""


def _encode(value: Any) -> Any:
    if isinstance(value, bytes | bytearray | memoryview):
        return {"__bytes__": base64.b64encode(bytes(value)).decode()}
    raise TypeError(f"cannot store {type(value).__name__}")


_standard_dumps = json.JSONEncoder(default=_encode).encode  # one encoder, built once


def dumps(body: Item) -> str:
    """The JSON text of an item's attributes; bytes (embeddings) as base64."""
    try:
        return orjson.dumps(body, default=_encode).decode()
    except TypeError:  # orjson.JSONEncodeError: a lone surrogate, or a type nobody stores
        return _standard_dumps(body)


def loads(body: str) -> Any:
    """The attributes a stored body holds, whichever encoder wrote it."""
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError:
        return json.loads(body)


# Message bodies are JSON arrays, not objects: a turn decodes every message it reads, and
# an array decodes in two thirds of an object's time (50 messages: 29 against 42 us). As
# an item, a message row holds a message item's names (items.MESSAGE_NAMES); an inbound
# row, which stands for its event's turn marker until one is written, the long names and
# its seq, as a marker names its `seq` and `at` (items.turn_from_item).
_INBOUND_FIELDS = ("role", "content", "number", "at", "seq")


def row(item: Item) -> Row:
    """The row that stores `item` (not changed)."""
    body = item.copy()
    del body["pk"], body["sk"]
    return item["pk"], item["sk"], dumps(body), item.get(TTL_ATTRIBUTE)


def message_row(key: ConversationKey, message: Message) -> Row:
    """The row that stores a message (a remember writes one)."""
    fields: list[Any] = [message.role, message.content, message.number, message.at]
    if message.written_at is not None:  # a reply's guard times, after its (null) event id
        refilled = message.budget_refilled_at
        fields += [message.event_id, message.written_at.isoformat()]
        fields.append(refilled.isoformat() if refilled is not None else None)
    elif message.event_id is not None:
        fields.append(message.event_id)
    return key.partition, MESSAGE_PREFIX + message.seq, _message_body(fields), None


def inbound_row(key: ConversationKey, message: Message) -> Row:
    """The row of an inbound message with an event id (sqlite_turns.py): its sort key holds
    the event id, its body the message and its seq."""
    assert message.event_id is not None
    fields = [message.role, message.content, message.number, message.at, message.seq]
    return key.partition, INBOUND_PREFIX + message.event_id, _message_body(fields), None


def _message_body(fields: list[Any]) -> str:
    """The array of a message row; its time (`fields[3]`) written as `isoformat()` writes it.
    orjson writes a UTC time itself, in a third of the time; other offsets go as text (it
    would drop an offset's seconds)."""
    at: datetime = fields[3]
    if at.tzinfo is not UTC:
        fields[3] = at.isoformat()
    try:
        return orjson.dumps(fields).decode()
    except TypeError:  # a lone surrogate (see `dumps`)
        fields[3] = at.isoformat()
        return _standard_dumps(fields)


def inbound_message(sk: str, attributes: Item) -> Message:
    """The message an inbound item holds."""
    found = message_from_attributes(sk, attributes)
    found.seq, found.event_id = stored_text(attributes["seq"], "seq"), sk[_EVENT_FROM:]
    return found


def item(pk: str, sk: str, body: str) -> Item:
    """An item from its row. Bytes (embeddings) are only ever top-level attributes, so they
    are restored in one pass over those, not by a hook on every JSON object, and only in
    the bodies that hold any. A body that does not decode (no JSON, no object, bad base64)
    is an item without attributes, which every decoder reads as damaged: an index head
    as out of step, a fact or summary as unreadable (items.conversation_from_items)."""
    try:
        found = loads(body)
        if type(found) is list:  # a message or an inbound row
            names = _INBOUND_FIELDS if sk.startswith(INBOUND_PREFIX) else MESSAGE_NAMES
            attributes = dict(zip(names, found, strict=False))
            attributes["pk"], attributes["sk"] = pk, sk
            return attributes
        if "__bytes__" in body:  # as base64.b64decode decodes them, without its wrapper
            for name, value in found.items():
                if type(value) is dict and len(value) == 1 and "__bytes__" in value:
                    found[name] = binascii.a2b_base64(value["__bytes__"])
        found["pk"], found["sk"] = pk, sk
    except (ValueError, TypeError, AttributeError):  # binascii.Error is a ValueError
        return {"pk": pk, "sk": sk}
    return found


def facts(rows: Iterable[tuple[str, str]], vector: FactVector = "embedding") -> list[Fact]:
    """The facts of `FACT#` rows (sk, body); a damaged one is skipped and logged."""
    return facts_from_items(rows, decode=lambda row: fact(*row, vector))


_CODE_ATTRIBUTES = (CODE_ATTRIBUTE, OLD_CODE_ATTRIBUTE, SIGNS_ATTRIBUTE)


def fact(sk: str, body: str, vector: FactVector = "embedding") -> Fact:
    """The fact a `FACT#` row holds; its embedding, its only bytes, restored without the
    generic pass (a turn decodes one per candidate it fetches). `vector`: as DynamoDB
    fetches it (`Store.facts`): the embedding, the code standing for it, or neither.
    A ValueError, TypeError or KeyError when damaged (`facts` skips it)."""
    attributes = loads(body)
    if vector != "embedding":
        attributes.pop("embedding", None)
    if vector != "code":
        for name in _CODE_ATTRIBUTES:
            attributes.pop(name, None)
    for stored in _CODE_ATTRIBUTES if vector == "code" else ("embedding",):
        blob = attributes.get(stored)
        if type(blob) is dict:
            attributes[stored] = binascii.a2b_base64(blob["__bytes__"])
    attributes["sk"] = sk
    return fact_from_item(attributes)


def messages_and_items(
    pk: str, rows: list[tuple[str, str]]
) -> tuple[list[Message], list[Item], int]:
    """A partition's (sk, body) rows as messages, decoded straight to records, the other
    items, and how many message rows were damaged (skipped: never a failed read). A turn
    decodes every message it reads: one call a row to the decoder and one to
    `_array_message` (not `loads` and `message_from_attributes`, which cost ~10 % more on
    50 messages); a try costs nothing until a row raises."""
    messages: list[Message] = []
    others: list[Item] = []
    unreadable = 0
    decode = orjson.loads  # a local
    for sk, body in rows:
        message = sk.startswith(MESSAGE_PREFIX)
        if not message and not sk.startswith(INBOUND_PREFIX):
            others.append(item(pk, sk, body))
            continue
        try:
            try:
                found = decode(body)
            except orjson.JSONDecodeError:
                found = json.loads(body)  # as `loads`
            messages.append(_array_message(sk, found, message))
        except UNREADABLE:
            older = _object_message(sk, body)
            if older is None:
                unreadable += 1
            else:
                messages.append(older)
    return messages, others, unreadable


def _array_message(sk: str, found: Any, message: bool) -> Message:
    """The message of a row in the array layout ([role, content, number, at, event id or
    seq]): a MSG# row's (`message`) or an inbound one's; a TypeError or ValueError when a
    field is of another type or its time has no zone (as items.aware_time)."""
    if message:
        seq, event_id = sk[_SEQ_FROM:], found[4] if len(found) > 4 else None
    else:
        seq, event_id = found[4], sk[_EVENT_FROM:]
    role, content, number = found[0], found[1], found[2]
    if type(content) is not str or type(role) is not str or type(seq) is not str:
        raise TypeError("a message's role, content and seq are text")
    if type(number) is not str or (event_id is not None and type(event_id) is not str):
        raise TypeError("a message's number and event id are text")
    at = datetime.fromisoformat(found[3])
    if at.tzinfo is None:
        raise ValueError("a stored time has no zone")
    if len(found) > 5 and message:  # a reply's guard times
        refilled = optional_time(found[6]) if len(found) > 6 else None
        written = optional_time(found[5])
        return Message(seq, role, content, number, at, event_id, written, refilled)
    return Message(seq, role, content, number, at, event_id)


def _object_message(sk: str, body: str) -> Message | None:
    """The message of a row in the object layout written before message rows were arrays
    (main before 3713b42: `{"role", "content", "number", "at"}`, an inbound row's with its
    `seq`), or None for a damaged row. Read where the array decoder fails, so the old
    layout costs the turn's loop nothing."""
    try:
        attributes = loads(body)
        if sk.startswith(INBOUND_PREFIX):
            return inbound_message(sk, attributes)
        return message_from_attributes(sk, attributes)
    except UNREADABLE:
        return None
