"""A reasoning model's thinking, taken out of its answer before anything uses it.

A server without a reasoning parser (Ollama, vLLM, llama.cpp, many proxies) passes a
reasoning model's thinking on inside the answer's text: `<think>...</think>` and then the
answer (Qwen3, QwQ, DeepSeek-R1 distills); or, where the chat template itself opened the
block, the thinking and a lone `</think>` (DeepSeek-R1); or an opened block never closed,
when the answer was cut or the model stopped mid-thought. Left in, the person reads the
model's notes, history stores them and every turn sends them back, and a compaction can
take the draft JSON it thought aloud for the answer.

Only a block the answer *starts* with is reasoning (after white space; several in a row
are all taken); `<think>` written further on is left alone, since an answer may quote the
tag. A closing tag with no opening before it ends reasoning the template opened. Tags are
`think`, `thinking` and `reasoning`, in any case. Each search reads the text once, so a
4 MB answer (the call's ceiling) costs a few linear scans.
"""

from __future__ import annotations

import re

_NAMES = "think|thinking|reasoning"
_OPENING = re.compile(rf"\s*<({_NAMES})>", re.IGNORECASE)
_LONE_CLOSING = re.compile(rf"</(?:{_NAMES})>", re.IGNORECASE)
_ANY_OPENING = re.compile(rf"<(?:{_NAMES})>", re.IGNORECASE)


def without_reasoning(text: str) -> str:
    """The answer in `text` with the reasoning it starts with taken out: `text` itself when
    there is none, "" when it is all reasoning (an unclosed block)."""
    rest = _after_lone_closing(text)
    while opening := _OPENING.match(rest):
        closing = re.compile(rf"</{opening.group(1)}>", re.IGNORECASE)
        end = closing.search(rest, opening.end())
        if end is None:
            return ""  # never closed: cut off, or the model stopped thinking mid-way
        rest = rest[end.end() :]
    return rest if rest is text else rest.lstrip()


def _after_lone_closing(text: str) -> str:
    """What follows a closing tag no opening tag comes before: the template opened it."""
    closing = _LONE_CLOSING.search(text)
    if closing is None or _ANY_OPENING.search(text, 0, closing.start()):
        return text
    return text[closing.end() :]
