"""EMBEDDING_MODEL picks the embedder: OpenAI, local, or none (lexical recall)."""

from __future__ import annotations

import pytest

from agent_memory.config import Settings
from agent_memory.errors import ConfigurationError
from agent_memory.model import word_vectors
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.openai_embedder import OpenAIEmbedder
from agent_memory.wiring import embedder_from_settings, memory_from_settings


def test_without_a_key_the_local_embedder_is_the_default():
    assert isinstance(embedder_from_settings(Settings({})), LocalEmbedder)


def test_with_a_key_text_embedding_3_small_at_256_dimensions_is_the_default():
    embedder = embedder_from_settings(Settings({"OPENAI_API_KEY": "sk-test"}))
    assert isinstance(embedder, OpenAIEmbedder)
    assert (embedder.name, embedder.dimensions) == ("text-embedding-3-small", 256)


@pytest.mark.parametrize(
    "server",
    [
        {"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"},
        {"AZURE_OPENAI_ENDPOINT": "https://my-resource.openai.azure.com"},
    ],
)
def test_with_another_server_the_local_embedder_is_the_default(server):
    # text-embedding-3-small is OpenAI's own: another server names its models differently
    settings = Settings({"OPENAI_API_KEY": "sk-test", **server})
    assert isinstance(embedder_from_settings(settings), LocalEmbedder)


def test_none_means_lexical_recall_alone(tmp_path):
    settings = Settings({"EMBEDDING_MODEL": "none", "SQLITE_PATH": str(tmp_path / "m.db")})
    assert embedder_from_settings(settings) is None
    assert memory_from_settings(settings).embedder is None


def test_dimensions_are_configurable_and_checked():
    settings = Settings({"EMBEDDING_MODEL": "local", "EMBEDDING_DIMENSIONS": "64"})
    local = embedder_from_settings(settings)  # n-grams hashed into 64, the word vectors' 50
    assert (local.ngram_dimensions, local.dimensions) == (64, 64 + word_vectors.DIMENSIONS)
    assert len(local.embed(["They have a dog."])[0]) == local.dimensions
    with pytest.raises(ConfigurationError, match="EMBEDDING_DIMENSIONS"):
        embedder_from_settings(Settings({"EMBEDDING_DIMENSIONS": "4"}))


def test_an_openai_embedding_model_without_a_key_names_the_fix():
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        embedder_from_settings(Settings({"EMBEDDING_MODEL": "text-embedding-3-large"}))
