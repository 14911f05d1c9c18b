"""Property: whatever facts many people have, a person's recall shows only their own."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent_memory import Memory
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, Summary
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, ScriptedModel

# A small shared vocabulary, so that people's facts overlap and a leak would score.
WORDS = ["dog", "plan", "tea", "lisbon", "nurse", "pipoca", "enterprise", "basic", "guitar"]
phrases = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join)
people = st.dictionaries(
    keys=st.integers(10_000_000, 99_999_999).map(lambda n: f"+55119{n}"),
    values=st.lists(phrases, max_size=6),
    min_size=2,
    max_size=12,
)
EMBEDDER = LocalEmbedder()
_agents = itertools.count()


def check_recall_stays_with_each_person(store, planted: dict[str, list[str]], query: str) -> None:
    clock = FakeClock()
    agent = f"agent{next(_agents)}"  # hypothesis reuses one table between examples
    memory = Memory(store=store, model=ScriptedModel(), clock=clock, embedder=EMBEDDER)
    for phone, texts in planted.items():
        contents = [f"They mention {text}." for text in texts]
        facts = [
            Fact(
                id=f"{phone}-{i}",
                kind="profile" if i % 2 else "preference",
                content=content,
                subject=f"s{i}",
                source="stated",
                created_at=clock.now,
                embedding=blob,
            )
            for i, (content, blob) in enumerate(
                zip(contents, embed_for_storage(EMBEDDER, contents), strict=True)
            )
        ]
        key = conversation_key(agent, phone)
        assert store.save_compaction(key, Summary("s", "0", None, 1), None, facts)
    space = EmbeddingSpace.of(EMBEDDER)
    for phone in planted:
        context = memory.build_context(agent, phone, query=query)
        assert all(fact_id.startswith(f"{phone}-") for fact_id in context.fact_ids)
        own = {f"They mention {text}." for text in planted[phone]}
        shown = [line for line in context.notes.splitlines() if line.startswith("- [")]
        assert all(any(f'"{c}"' in line for c in own) for line in shown)
        assert len(shown) == len(context.fact_ids)
        if any(set(query.split()) & set(text.split()) for text in planted[phone]):
            assert context.fact_ids  # recall does find the person's own related facts
        assert all(
            space.holds(f.embedding) for f in store.load(conversation_key(agent, phone)).facts
        )


def examples(count: int):
    return settings(
        max_examples=count,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
    )


@examples(40)
@given(planted=people, query=phrases)
def test_recall_never_crosses_people_on_sqlite(tmp_path_factory, planted, query):
    store = SqliteStore(tmp_path_factory.mktemp("people") / "m.db")
    check_recall_stays_with_each_person(store, planted, query)
    store.close()


@pytest.mark.usefixtures("table")
@examples(6)  # moto copies the table per transaction; the index adds items
@given(planted=people, query=phrases)
def test_recall_never_crosses_people_on_dynamodb(planted, query):
    check_recall_stays_with_each_person(DynamoDbStore("agent-memory-test"), planted, query)
