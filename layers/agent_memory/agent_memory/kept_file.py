"""A credential made once and kept in a file beside the data it protects.

A local run needs secrets nobody configured (the webhook secret, the operator
token, the key phones are hashed with): each is generated on first use, written
readable by its owner only, and read back by every later process of that store.
"""

from __future__ import annotations

import base64
import os
import secrets
from collections.abc import Callable
from pathlib import Path

PHONE_HASH_KEY_FILE = "phone-hash-key"


def random_base64() -> str:
    """32 random bytes in base64: a fresh secret."""
    return base64.b64encode(secrets.token_bytes(32)).decode()


def kept(path: Path, make: Callable[[], str]) -> str:
    """The value stored at `path`; created once, readable by the owner only.

    `serve` and `chat` may start at the same moment: the value is written to a file of
    this process and linked into place, so exactly one wins and nobody reads half a file.
    """
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    draft = path.with_name(f".{path.name}.{os.getpid()}")
    descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as out:
        out.write(make() + "\n")
    try:
        os.link(draft, path)
    except FileExistsError:
        pass  # another process made it first: theirs counts
    finally:
        draft.unlink()
    return path.read_text().strip()
