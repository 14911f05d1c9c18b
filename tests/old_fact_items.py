"""Fact items as main wrote them before their short names (at 22988ca): `kind`, `content`,
`subject`, `source` (always), `created_at` as ISO text, a dense code whole in `code`; and
as it wrote them at form 2 (at 3d5a3a6): short names but the code named `code` and the
kind whole; at form 3 (wp/bytes at a6e730a): today's but for the kind, whole. Built by hand
from today's items, to prove the readers and the compaction's rewrite."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agent_memory.core import vector_index
from agent_memory.store import items
from agent_memory.store.dynamodb_requests import to_ddb
from agent_memory.store.sqlite import SqliteStore
from agent_memory.store.sqlite_rows import row
from tests.test_damaged_items import _sql, _stored

Item = dict[str, Any]

LONG_NAMES = {"k": "kind", "c": "content", "s": "subject", "o": "source", "q": "code"}
KINDS = {"p": "profile", "f": "preference", "e": "episode", "d": "decision"}


def long_named(item: dict[str, Any]) -> dict[str, Any]:
    """A fact item of today's form as main wrote the same fact before (22988ca)."""
    old = {LONG_NAMES.get(name, name): value for name, value in of_form_3(item).items()}
    old.setdefault("source", "stated")
    if "t" in old:
        old["created_at"] = items.from_micros(int(old.pop("t"))).isoformat()
    if "cs" in old:
        rest, top = bytes(old.pop("code")), bytes(old.pop("cs"))
        old["code"] = vector_index.joined_code(rest, top)
    return old


def of_form_2(item: dict[str, Any]) -> dict[str, Any]:
    """A fact item of today's form as main wrote the same fact at form 2 (3d5a3a6)."""
    return {"code" if name == "q" else name: value for name, value in of_form_3(item).items()}


def of_form_3(item: dict[str, Any]) -> dict[str, Any]:
    """A fact item of today's form as it was written at form 3: its kind whole."""
    return {**item, "k": KINDS[item["k"]]}


def with_old_fact_items(store: Any, pk: str, form: Callable[[Item], Item] = long_named) -> int:
    """Every fact item of `pk` written again as main wrote it before (`form`): how many."""
    found = [i for sk, i in _stored(store, pk).items() if sk.startswith(items.FACT_PREFIX)]
    for item in map(form, found):
        put_as_it_is(store, item)
    return len(found)


def put_as_it_is(store: Any, item: Item) -> None:
    """`item` written to the store as it is, past its writers (on SQLite, as a row)."""
    if isinstance(store, SqliteStore):
        _sql(store, "INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", row(item))
    else:
        store.client.put_item(TableName=store.table_name, Item=to_ddb(item))


def with_old_head(store: Any, pk: str, form: int | None = None) -> None:
    """The person's index head as main wrote it before: recording fact items of `form`
    (none: no record of their form)."""
    head = _stored(store, pk)[items.FACT_INDEX_SK]
    head.pop(items.FACT_FORM_ATTRIBUTE)
    if form is not None:
        head[items.FACT_FORM_ATTRIBUTE] = form
    put_as_it_is(store, head)
