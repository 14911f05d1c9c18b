"""OpenAI embeddings adapter: `text-embedding-3-small` with reduced dimensions by default.

Every request is within the API's limits when sent: each input cut to
MAX_INPUT_TOKENS (counted in the model's encoding, model/token_budget.py) and
batched under MAX_REQUEST_TOKENS and MAX_REQUEST_INPUTS. A server with a smaller
limit that refuses a request for its size has the limit halved (down to
MIN_INPUT_TOKENS, then the refusal stands) and the same texts sent again, shorter.
"""

from __future__ import annotations

import logging
from typing import Any

import openai

from agent_memory.config import DEFAULT_EMBEDDING_DIMENSIONS, DEFAULT_EMBEDDING_MODEL
from agent_memory.core.unicode_text import with_valid_unicode
from agent_memory.errors import ModelInputTooLarge, ModelRejected, ModelUnavailable
from agent_memory.model.call_deadline import within
from agent_memory.model.json_answer import loads_answer
from agent_memory.model.openai_client import OpenAIServer, is_too_large, translate_error
from agent_memory.model.token_budget import TokenCounter, counter_for

logger = logging.getLogger(__name__)
MAX_INPUT_TOKENS = 8192  # OpenAI's limit for one input of text-embedding-3 and ada-002
MAX_REQUEST_TOKENS = 300_000  # and for all the inputs of one request
MAX_REQUEST_INPUTS = 512  # well under the API's 2,048
MIN_INPUT_TOKENS = 64  # below this a refusal is not about size


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
        counter: TokenCounter | None = None,
        max_input_tokens: int = MAX_INPUT_TOKENS,
    ) -> None:
        self.name = model
        self.dimensions = dimensions
        self.timeout = timeout
        self.max_input_tokens = max_input_tokens
        self._counter = counter
        self._client = (
            client
            or OpenAIServer(
                api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries
            ).client()
        )

    @property
    def counter(self) -> TokenCounter:
        """The model's token counter, loaded on first use (tiktoken, else the byte bound)."""
        if self._counter is None:
            self._counter = counter_for(self.name)
        return self._counter

    def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, in order (the API may answer out of order; `index` decides);
        a text over the input limit is embedded by its start."""
        vectors: list[list[float]] = []
        texts = [with_valid_unicode(t) for t in texts]  # a request body is UTF-8
        for batch in self._batches(texts):
            vectors.extend(self._embed_batch(batch))
        return vectors

    def _batches(self, texts: list[str]) -> list[list[str]]:
        """The texts in requests of at most MAX_REQUEST_INPUTS and MAX_REQUEST_TOKENS."""
        batches: list[list[str]] = []
        batch: list[str] = []
        tokens = 0
        for text in texts:
            size = min(self.counter.count(text), self.max_input_tokens)
            if batch and (len(batch) >= MAX_REQUEST_INPUTS or tokens + size > MAX_REQUEST_TOKENS):
                batches.append(batch)
                batch, tokens = [], 0
            batch.append(text)
            tokens += size
        return [*batches, batch] if batch else batches

    def _embed_batch(self, batch: list[str]) -> list[list[float]]:
        """The batch's vectors; refused for its size, sent again with the limit halved."""
        while True:
            limit = self.max_input_tokens
            inputs = [self.counter.truncate(t, limit) for t in batch]
            cut = sum(a != b for a, b in zip(inputs, batch, strict=True))
            if cut:
                logger.info("embedding inputs cut", extra={"cut": cut, "max_tokens": limit})
            try:
                with within(self.timeout):
                    raw = self._client.embeddings.with_raw_response.create(
                        model=self.name,
                        input=inputs,
                        dimensions=self.dimensions,
                        encoding_format="float",
                    )
            except openai.OpenAIError as error:
                if is_too_large(error) and limit > MIN_INPUT_TOKENS:
                    self.max_input_tokens = max(MIN_INPUT_TOKENS, limit // 2)
                    logger.warning(
                        "embeddings refused as too large; sending shorter inputs",
                        extra={"max_tokens": self.max_input_tokens},
                    )
                    continue
                if is_too_large(error):
                    raise ModelInputTooLarge(
                        f"the embeddings API refuses even {limit}-token inputs: "
                        "check EMBEDDING_MODEL"
                    ) from error
                raise translate_error(error, "EMBEDDING_MODEL") from error
            return self._read(raw.text, len(batch))

    def _read(self, body: str, expected: int) -> list[list[float]]:
        """The vectors in an embeddings body, in input order; a body not of the API's shape
        is a passing fault (recall goes on lexically, a later compaction embeds)."""
        try:
            items = loads_answer(body)["data"]  # NoJsonFound, a ValueError, when too deep
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
