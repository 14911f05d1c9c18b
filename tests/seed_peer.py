"""Databases written by the seed design's own `memory.ts`, run with node from ../shared.

The seed is not ours, so it is never copied into the project: its source is copied
into a temporary folder for each database, and only the npm packages it needs are
cached, in the user's cache folder (`~/.cache/agent-memory/seed-ts`, or under
`XDG_CACHE_HOME`) so that repeated runs, fresh clones included, skip the three-minute
`npm ci` (better-sqlite3 builds from source where no prebuilt binary fits). Without
node/npm, without the peer folder, or when the install fails, the tests that need it are
skipped, saying why.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PEER = Path(os.environ.get("SEED_TS_PEER", ROOT.parent / "shared" / "peers" / "seed-ts"))
CACHE = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "agent-memory" / "seed-ts"
)
INSTALL_SECONDS = 480


def _skip(reason: str) -> None:
    pytest.skip(f"seed memory.ts not runnable: {reason}")


def installed_packages() -> Path:
    """`node_modules` for the peer's package-lock.json, installed once into the cache
    (one installer at a time: pytest-xdist workers share the cache)."""
    if not (PEER / "memory.ts").is_file():
        _skip(f"no {PEER}/memory.ts (set SEED_TS_PEER to the seed-ts folder)")
    if shutil.which("node") is None or shutil.which("npm") is None:
        _skip("node and npm are not on PATH")
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    with open(CACHE.parent / "seed-ts.lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        return _install()


def _install() -> Path:
    lock = (PEER / "package-lock.json").read_text()
    modules, installed = CACHE / "node_modules", CACHE / "installed-lock.json"
    if installed.is_file() and installed.read_text() == lock:  # written once npm ci succeeded
        return modules
    shutil.rmtree(CACHE, ignore_errors=True)
    CACHE.mkdir(parents=True)
    shutil.copy(PEER / "package.json", CACHE)
    (CACHE / "package-lock.json").write_text(lock)
    try:
        subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"],
            cwd=CACHE,
            check=True,
            capture_output=True,
            timeout=INSTALL_SECONDS,
        )
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        shutil.rmtree(CACHE, ignore_errors=True)
        output = getattr(error, "stderr", b"") or b""
        _skip(f"npm ci failed or took over {INSTALL_SECONDS} s: {output.decode()[-300:]}")
    installed.write_text(lock)
    return modules


def seed_database(
    folder: Path, operations: list[dict[str, Any]], canned: list[str]
) -> tuple[Path, list[Any]]:
    """Run `operations` through the seed's run.ts into `folder`/memory.db; that file and
    run.ts's results. `canned` are the model's answers to compactions, in order."""
    modules = installed_packages()
    work = folder / "seed-ts"
    work.mkdir(parents=True)
    for source in PEER.glob("*.ts"):
        shutil.copy(source, work)
    (work / "package.json").write_text((PEER / "package.json").read_text())
    (work / "node_modules").symlink_to(modules, target_is_directory=True)
    database = folder / "memory.db"
    result = subprocess.run(
        [str(modules / ".bin" / "tsx"), "run.ts"],
        cwd=work,
        input=json.dumps(operations),
        env={**os.environ, "SEED_DB": str(database), "SEED_CANNED": json.dumps(canned)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if result.returncode != 0:
        raise AssertionError(f"the seed's run.ts failed: {result.stderr[-1000:]}")
    return database, json.loads(result.stdout)
