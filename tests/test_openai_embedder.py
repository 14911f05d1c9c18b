"""The OpenAI embeddings adapter against a real HTTP server on 127.0.0.1 (no network)."""

from __future__ import annotations

import pytest

from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.model.openai_embedder import OpenAIEmbedder
from tests.servers import FakeOpenAI


def embedder(server: FakeOpenAI) -> OpenAIEmbedder:
    return OpenAIEmbedder(
        api_key="sk-test", base_url=server.url + "/v1", dimensions=8, max_retries=0
    )


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
