"""The OpenAI embeddings adapter against a real HTTP server on 127.0.0.1 (no network)."""

from __future__ import annotations

import pytest

from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.model.openai_embedder import OpenAIEmbedder
from agent_memory.model.token_budget import ByteBound, TiktokenCounter
from tests.servers import FakeOpenAI


def embedder(server: FakeOpenAI) -> OpenAIEmbedder:
    # the byte bound: tiktoken's encodings are fetched from the network, which tests lack
    return OpenAIEmbedder(
        api_key="sk-test", base_url=server.url + "/v1", dimensions=8, max_retries=0,
        counter=ByteBound(),
    )  # fmt: skip


def test_embeddings_come_back_in_input_order_with_reduced_dimensions(openai_api):
    vectors = embedder(openai_api).embed(["first", "second", "third"])
    assert vectors == [[1.0] * 8, [2.0] * 8, [3.0] * 8]
    (sent,) = openai_api.requests
    assert sent.path == "/v1/embeddings" and sent.headers["authorization"] == "Bearer sk-test"
    assert sent.body["model"] == "text-embedding-3-small" and sent.body["dimensions"] == 8
    assert sent.body["input"] == ["first", "second", "third"]


def test_server_error_is_transient(openai_api):
    openai_api.failures.append(500)
    with pytest.raises(ModelUnavailable):
        embedder(openai_api).embed(["x"])


def test_bad_request_is_permanent(openai_api):
    openai_api.failures.append(400)
    with pytest.raises(ModelRejected, match="EMBEDDING_MODEL"):
        embedder(openai_api).embed(["x"])


def test_nothing_to_embed_makes_no_request(openai_api):
    assert embedder(openai_api).embed([]) == []
    assert openai_api.requests == []


@pytest.mark.parametrize(
    "body", [None, {}, "OK", {"data": [{"index": 0}]}, {"data": [{"embedding": "x", "index": 0}]}]
)
def test_a_body_not_of_the_apis_shape_is_a_passing_fault_never_a_type_error(openai_api, body):
    openai_api.embedding_bodies.append(body)
    with pytest.raises(ModelUnavailable, match="not the API's shape"):
        embedder(openai_api).embed(["x"])


def test_a_server_that_ignores_dimensions_names_the_setting(openai_api):
    vector = {"object": "embedding", "index": 0, "embedding": [0.5] * 768}
    openai_api.embedding_bodies.append({"object": "list", "data": [vector]})
    with pytest.raises(ModelRejected, match="set EMBEDDING_DIMENSIONS=768"):
        embedder(openai_api).embed(["x"])


def test_an_input_over_the_token_limit_is_embedded_by_its_start(openai_api):
    # GIVEN a 40,000-character message (about 10,000 tokens: OpenAI refuses it whole)
    text = "Eu moro em Recife e gosto de frevo. " * 1100
    vectors = embedder(openai_api).embed([text, "short"])
    assert len(vectors) == 2
    [sent] = openai_api.requests
    assert sent.body["input"][1] == "short"
    assert text.startswith(sent.body["input"][0]) and len(sent.body["input"][0]) <= 8192


def test_a_request_is_split_under_the_apis_total_token_limit(openai_api):
    texts = [f"{n} " + "x" * 30_000 for n in range(50)]  # 50 inputs near the limit each
    assert len(embedder(openai_api).embed(texts)) == 50
    assert len(openai_api.requests) > 1


def test_a_server_with_a_smaller_limit_gets_shorter_inputs_not_a_poison_pill(openai_api):
    openai_api.max_embedding_tokens = 512
    model = embedder(openai_api)
    assert len(model.embed(["word " * 5000])) == 1
    assert model.max_input_tokens <= 2048  # halved until taken, and kept for the next call
    assert openai_api.embedded_tokens[-1] <= 512


def test_a_tiktoken_encoding_counts_tokens_not_bytes():
    import tiktoken

    # a byte-level encoding built offline (the real ones are fetched): "ab" merges to one
    ranks = {bytes([b]): b for b in range(256)} | {b"ab": 256}
    encoding = tiktoken.Encoding("test", pat_str=r"\S+|\s+", mergeable_ranks=ranks,
                                 special_tokens={})  # fmt: skip
    counter = TiktokenCounter(encoding)
    assert counter.count("abab") == 2 and ByteBound().count("abab") == 4
    assert counter.truncate("ababab", 2) == "abab"
    assert ByteBound().truncate("ação", 2) == "a"  # never half a character
