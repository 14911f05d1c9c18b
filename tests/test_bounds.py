"""Every size bounded, on both stores: what a compaction sends the model, and each answer
(reply, summary, fact) before it is stored or shown. A refusal for size is shrunk, never
a poison pill."""

from __future__ import annotations

import pytest

from agent_memory.config import Settings
from agent_memory.core.bounds import Bounds, cut_text
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.memory import Memory
from agent_memory.core.metrics import CountingMetrics
from agent_memory.core.records import Fact, FactDraft, Summary
from agent_memory.errors import ConfigurationError, ModelInputTooLarge
from agent_memory.model.openai_embedder import OpenAIEmbedder
from agent_memory.model.token_budget import ByteBound
from agent_memory.pipeline.responder import Responder
from agent_memory.wiring import bounds_from_settings
from tests.fakes import RecordingMessenger, ScriptedModel
from tests.lambdas import whasp_event

AGENT = "bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"


def bounded_memory(store, model, clock, **bounds: int) -> Memory:
    return Memory(
        store=store, model=model, clock=clock, bounds=Bounds(**bounds), metrics=CountingMetrics()
    )


def say(memory: Memory, texts: list[str]) -> None:
    for n, text in enumerate(texts):
        memory.remember(AGENT, ANA, NUMBER, "user" if n % 2 == 0 else "assistant", text)
        memory.clock.advance(seconds=1)  # type: ignore[attr-defined]


def test_a_nine_megabyte_reply_is_cut_before_it_is_stored_and_sent(store, clock) -> None:
    # GIVEN a model whose reply is 9 MB (DynamoDB's item limit is 400 KB)
    model = ScriptedModel()
    model.replies.append("Claro. " * 1_300_000)
    memory = bounded_memory(store, model, clock)
    messenger = RecordingMessenger()
    responder = Responder(memory, messenger, ledger=store, agent=AGENT, system_prompt="p",
                          clock=clock)  # fmt: skip
    # WHEN Ana writes, THEN she gets a reply within WhatsApp's 4,096 characters, stored too
    outcome = responder.handle(whasp_event("e1", ANA, "Oi", created_at="2026-11-01T11:00:00Z"))
    assert outcome.action == "answered"
    [(_, _, sent, _)] = messenger.sent
    assert len(sent) <= 4096 and sent.endswith("Claro. […]")
    stored = store.load(memory.key(AGENT, ANA)).messages[-1]
    assert stored.role == "assistant" and stored.content == sent
    assert memory.metrics.counts["ReplyCut"] == 1  # type: ignore[attr-defined]


def test_a_600_kb_summary_is_cut_so_every_compaction_and_prompt_stays_small(store, clock) -> None:
    model = ScriptedModel()
    model.queue_compaction("Ana lives in Recife. " * 30_000)  # 630 KB
    memory = bounded_memory(store, model, clock)
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA)
    summary = store.load(memory.key(AGENT, ANA)).summary
    assert summary is not None and len(summary.text) <= 2000
    assert summary.text.endswith("Recife. […]")
    assert "Ana lives in Recife." in memory.build_context(AGENT, ANA).notes


def test_a_fact_over_its_ceiling_is_refused_and_counted(store, clock) -> None:
    model = ScriptedModel()
    model.queue_compaction(
        "Ana.",
        FactDraft("profile", "They live in Recife.", "home_city"),
        FactDraft("profile", "They like " + "frevo, " * 200, "music"),
    )
    memory = bounded_memory(store, model, clock)
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA)
    facts = store.load(memory.key(AGENT, ANA)).facts
    assert [f.content for f in facts] == ["They live in Recife."]
    assert memory.metrics.counts["FactsDropped_too_long"] == 1  # type: ignore[attr-defined]


def test_a_compaction_answer_of_3000_facts_writes_the_first_50_and_counts_the_rest(
    store, clock, caplog
) -> None:
    # GIVEN a model that answers one compaction with 3,000 facts (the attack stored 619)
    model = ScriptedModel()
    pets = [FactDraft("preference", f"They like pet number {n}.", f"pet_{n}") for n in range(3000)]
    model.queue_compaction("Ana.", *pets)
    memory = bounded_memory(store, model, clock)
    say(memory, [f"m{n}" for n in range(40)])
    # WHEN it compacts, THEN the first 50 are written, the rest dropped, counted and logged
    assert memory.compact(AGENT, ANA)
    facts = store.load(memory.key(AGENT, ANA)).facts
    assert sorted(f.subject for f in facts) == sorted(f"pet_{n}" for n in range(50))
    assert memory.metrics.counts["FactsDropped_over_ceiling"] == 2950  # type: ignore[attr-defined]
    [record] = [r for r in caplog.records if "COMPACTION_MAX_FACTS" in r.getMessage()]
    assert record.getMessage() == (
        "compaction answer held 3000 facts past the screen; kept the first 50 "
        "(COMPACTION_MAX_FACTS)"
    )  # counts only, never a fact's words


def test_the_facts_ceiling_counts_what_passes_the_screen(store, clock) -> None:
    # GIVEN a ceiling of 2 and an answer whose first fact is too long to keep
    model = ScriptedModel()
    model.queue_compaction(
        "Ana.",
        FactDraft("profile", "They like " + "frevo, " * 200, "music"),
        FactDraft("profile", "They live in Recife.", "home_city"),
        FactDraft("profile", "Their dog is Pipoca.", "pet_name"),
        FactDraft("profile", "They are a nurse.", "job"),
    )
    memory = bounded_memory(store, model, clock, facts_per_compaction=2)
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA)
    facts = store.load(memory.key(AGENT, ANA)).facts
    assert sorted(f.subject for f in facts) == ["home_city", "pet_name"]
    counts = memory.metrics.counts  # type: ignore[attr-defined]
    assert counts["FactsDropped_too_long"] == 1 and counts["FactsDropped_over_ceiling"] == 1


def test_the_facts_ceiling_is_a_setting_within_its_range() -> None:
    assert bounds_from_settings(Settings({"COMPACTION_MAX_FACTS": "7"})).facts_per_compaction == 7
    with pytest.raises(ConfigurationError, match="COMPACTION_MAX_FACTS"):
        Settings({"COMPACTION_MAX_FACTS": "0"}).validate()
    with pytest.raises(ValueError, match="facts_per_compaction must be 1 to 1000"):
        Bounds(facts_per_compaction=5000)


def test_a_backlog_of_huge_messages_folds_in_requests_under_the_ceiling(store, clock) -> None:
    # GIVEN 45 messages of 20,000 characters (the attack's 200 KB, scaled) and a 50,000
    # character ceiling per request
    model = ScriptedModel()
    memory = bounded_memory(store, model, clock, fold_chars=50_000)
    say(memory, [f"{n} " + "x" * 20_000 for n in range(45)])
    # WHEN compactions run until the backlog is folded
    while memory.compact(AGENT, ANA, trigger=40, keep=20):
        pass
    # THEN every request carried at most the ceiling (2 messages), each the summary the
    # last one wrote, until fewer than the trigger wait
    sizes = [sum(len(m.content) for m in messages) for _, messages, _ in model.compact_calls]
    assert sizes == [40_004] * 3
    summaries = [previous for previous, _, _ in model.compact_calls]
    assert summaries[0] is None
    written = [f"summary of {len(m)} messages" for _, m, _ in model.compact_calls[:-1]]
    assert summaries[1:] == written
    assert len(store.load(memory.key(AGENT, ANA)).unsummarized()) < 40


def test_a_message_alone_over_the_ceiling_is_cut_in_the_request(store, clock) -> None:
    model = ScriptedModel()
    memory = bounded_memory(store, model, clock, fold_chars=10_000)
    say(memory, ["Sou a Ana. " + "blá " * 50_000] + [f"m{n}" for n in range(39)])
    assert memory.compact(AGENT, ANA, trigger=40, keep=20)
    [(_, messages, _)] = model.compact_calls
    assert len(messages) == 1 and len(messages[0].content) <= 10_000
    assert messages[0].content.startswith("Sou a Ana.")


def test_a_compaction_refused_for_its_size_is_asked_again_with_half(store, clock) -> None:
    # GIVEN a model server whose context takes 15,000 characters, not the 60,000 default
    model = ScriptedModel()
    asked: list[int] = []
    original = model.compact

    def small_context(previous, messages, known):
        asked.append(sum(len(m.content) for m in messages))
        if asked[-1] > 15_000:
            raise ModelInputTooLarge("the model refused the request as too large (400)")
        return original(previous, messages, known)

    model.compact = small_context  # type: ignore[method-assign]
    memory = bounded_memory(store, model, clock)
    say(memory, [f"{n} " + "y" * 5_000 for n in range(40)])
    # WHEN it compacts, THEN it folds what fits, not nothing
    assert memory.compact(AGENT, ANA, trigger=40, keep=20)
    assert asked[-1] <= 15_000 and len(asked) == 3  # 60,000, 30,000, then 15,000
    assert memory.metrics.counts["CompactionRequestShrunk"] == 2  # type: ignore[attr-defined]


def test_known_facts_and_the_previous_summary_are_cut_in_a_request(store, clock) -> None:
    model = ScriptedModel()
    model.queue_compaction("Ana " * 10_000, FactDraft("profile", "x" * 400, "note"))
    memory = bounded_memory(store, model, clock, fact_chars=500)
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA, trigger=40, keep=20)
    clock.advance(hours=1)
    say(memory, [f"n{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA, trigger=40, keep=20)
    previous, _, _ = model.compact_calls[-1]
    assert previous is not None and len(previous) <= 2000


def test_cut_text_ends_at_a_sentence_or_a_word_and_never_passes_the_limit() -> None:
    assert cut_text("short", 100) == "short"
    assert cut_text("One. Two three four five six.", 22) == "One. Two three […]"
    text = cut_text("Primeira frase. Segunda frase bem mais longa que a primeira.", 40)
    assert text == "Primeira frase. Segunda frase bem […]" and len(text) <= 40
    assert len(cut_text("x" * 10_000, 100)) == 100


def openai_embedder(openai_api) -> OpenAIEmbedder:
    return OpenAIEmbedder(api_key="sk-test", base_url=openai_api.url + "/v1", dimensions=8,
                          max_retries=0, counter=ByteBound())  # fmt: skip


def test_a_40000_character_message_is_answered_with_an_embedded_fact(
    store, clock, openai_api
) -> None:
    # GIVEN Ana has an embedded fact, and OpenAI's embeddings limit (8,192 tokens an input)
    model = ScriptedModel()
    model.queue_compaction("Ana.", FactDraft("profile", "They live in Recife.", "home_city"))
    memory = Memory(store=store, model=model, clock=clock, embedder=openai_embedder(openai_api))
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA)
    # WHEN she sends 40,000 characters, THEN the turn's query embedding is within the limit
    # and the turn gets its context (before: the refusal parked the event, no reply)
    context = memory.build_context(AGENT, ANA, query="Onde eu moro? " * 2900)
    assert "They live in Recife." in context.notes
    assert max(openai_api.embedded_tokens) <= 8192


def test_a_50000_character_imported_fact_does_not_stop_the_sweep(store, clock, openai_api):
    # GIVEN 11 facts stored without embeddings (an import), one of 50,000 characters (the
    # attack's 151, fewer: moto copies the table per item of a transaction)
    key = Memory(store=store, model=ScriptedModel(), clock=clock).key(AGENT, ANA)
    facts = [
        Fact(f"f{n:03d}", "profile", "x" * 50_000 if n == 7 else f"Fact {n}.", f"s{n}",
             "stated", clock())
        for n in range(11)
    ]  # fmt: skip
    summary = Summary("Imported.", through="0", last_at=clock(), version=1)
    assert store.save_compaction(key, summary, None, facts)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock,
                    embedder=openai_embedder(openai_api))  # fmt: skip
    # WHEN a compaction runs, THEN every live fact ends up embedded (before: none, ever)
    say(memory, [f"m{n}" for n in range(40)])
    assert memory.compact(AGENT, ANA)
    space = EmbeddingSpace.of(memory.embedder)  # type: ignore[arg-type]
    stored = store.load(key).facts
    assert sum(space.holds(f.embedding) for f in stored) == 11
