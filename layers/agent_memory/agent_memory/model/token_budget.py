"""Counting and cutting text in a model's tokens, so a request is within its limits when sent.

OpenAI's embedding models take at most 8,192 tokens an input and 300,000 a request
(2,048 inputs): a 40,000-character message or a 50,000-character imported fact is
refused whole (HTTP 400) unless cut first. Tokens are counted with tiktoken, in the
model's own encoding (cl100k_base for text-embedding-3). tiktoken fetches that
encoding once (about 1.7 MB, cached in its cache folder, /tmp in Lambda) and its
fetch has no timeout of its own, so it is loaded in a thread given LOAD_SECONDS:
where it cannot be had (no network, a VPC without egress) the bound falls back to
UTF-8 bytes, which is never below the token count (each token of a byte-level BPE
covers at least one byte): safe, only shorter.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Protocol

logger = logging.getLogger(__name__)
LOAD_SECONDS = 5.0
FALLBACK_ENCODING = "cl100k_base"  # text-embedding-3-*, and most names tiktoken lacks


class TokenCounter(Protocol):
    """Tokens of a text in one model's encoding, and the text cut to a number of them."""

    name: str

    def count(self, text: str) -> int:
        """How many tokens `text` is."""
        ...

    def truncate(self, text: str, limit: int) -> str:
        """The longest start of `text` of at most `limit` tokens."""
        ...


class ByteBound:
    """UTF-8 bytes as an upper bound of tokens: what is used when no encoding loads."""

    name = "utf-8 bytes"

    def count(self, text: str) -> int:
        return len(text.encode("utf-8", "surrogatepass"))

    def truncate(self, text: str, limit: int) -> str:
        data = text.encode("utf-8", "surrogatepass")
        if len(data) <= limit:
            return text
        return data[:limit].decode("utf-8", "ignore")  # never half a character


class TiktokenCounter:
    """A tiktoken encoding (`tiktoken.Encoding`, or one built for tests)."""

    def __init__(self, encoding: Any) -> None:
        self._encoding = encoding
        self.name = str(encoding.name)

    def count(self, text: str) -> int:
        return len(self._encoding.encode(text, disallowed_special=()))

    def truncate(self, text: str, limit: int) -> str:
        tokens = self._encoding.encode(text, disallowed_special=())
        if len(tokens) <= limit:
            return text
        return str(self._encoding.decode(tokens[:limit]))


def counter_for(model: str, load_seconds: float = LOAD_SECONDS) -> TokenCounter:
    """The token counter of `model`: its tiktoken encoding, else the byte bound (logged)."""
    found: list[Any] = []

    def load() -> None:
        try:
            import tiktoken

            try:
                found.append(tiktoken.encoding_for_model(model))
            except KeyError:  # a name tiktoken does not know: OpenAI's current encoding
                found.append(tiktoken.get_encoding(FALLBACK_ENCODING))
        except Exception as error:  # no network, no cache, no package: the byte bound
            found.append(error)

    loader = threading.Thread(target=load, daemon=True, name="tiktoken-load")
    loader.start()
    loader.join(load_seconds)
    if found and not isinstance(found[0], Exception):
        return TiktokenCounter(found[0])
    reason = type(found[0]).__name__ if found else f"not loaded in {load_seconds:g} s"
    logger.warning(
        "token encoding unavailable; inputs are bounded by their UTF-8 bytes",
        extra={"model": model, "reason": reason},
    )
    return ByteBound()
