"""OpenAI embeddings adapter: `text-embedding-3-small` with reduced dimensions by default."""

from __future__ import annotations

import json
from typing import Any

import openai

from agent_memory.config import DEFAULT_EMBEDDING_DIMENSIONS, DEFAULT_EMBEDDING_MODEL
from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.model.openai_client import translate_error

_BATCH = 512  # inputs per request, well under the API's limit


class OpenAIEmbedder:
    """Embeddings through `client.embeddings.create`, for any OpenAI-compatible server."""

    # text-embedding-3 cosines run lower than older models': unrelated short
    # sentences score about 0.1, paraphrases 0.85 and up.
    relevance_floor = 0.25
    duplicate_floor = 0.92

    def __init__(
        self,
        *,
        api_key: str,
        model: str = DEFAULT_EMBEDDING_MODEL,
        dimensions: int = DEFAULT_EMBEDDING_DIMENSIONS,  # of 1536: a sixth of the storage
        base_url: str | None = None,
        timeout: float = 10.0,
        max_retries: int = 1,
        client: Any = None,
    ) -> None:
        self.name = model
        self.dimensions = dimensions
        self._client = client or openai.OpenAI(
            api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries
        )

    def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, in order (the API may answer out of order; `index` decides)."""
        vectors: list[list[float]] = []
        for start in range(0, len(texts), _BATCH):
            batch = texts[start : start + _BATCH]
            try:
                raw = self._client.embeddings.with_raw_response.create(
                    model=self.name,
                    input=batch,
                    dimensions=self.dimensions,
                    encoding_format="float",
                )
            except openai.OpenAIError as error:
                raise translate_error(error, "EMBEDDING_MODEL") from error
            vectors.extend(self._read(raw.text, len(batch)))
        return vectors

    def _read(self, body: str, expected: int) -> list[list[float]]:
        """The vectors in an embeddings body, in input order; a body not of the API's shape
        is a passing fault (recall goes on lexically, a later compaction embeds)."""
        try:
            items = json.loads(body)["data"]
            pairs = sorted((item["index"], item["embedding"]) for item in items)
            data = [[float(x) for x in vector] for _, vector in pairs]
        except (ValueError, KeyError, TypeError, IndexError):
            raise ModelUnavailable("the embeddings answer is not the API's shape") from None
        if len(data) != expected:
            raise ModelRejected(
                f"embeddings API returned {len(data)} vectors for {expected} inputs; "
                "check EMBEDDING_MODEL and OPENAI_BASE_URL"
            )
        wrong = next((len(v) for v in data if len(v) != self.dimensions), None)
        if wrong is not None:
            raise ModelRejected(
                f"the embeddings model answered {wrong} dimensions, not EMBEDDING_DIMENSIONS="
                f"{self.dimensions}: set EMBEDDING_DIMENSIONS={wrong} (this server ignores "
                "`dimensions`) or EMBEDDING_MODEL=local"
            )
        return data
