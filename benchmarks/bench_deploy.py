"""Deployment footprint: the built layer's size, and each handler's cold import.

Layer: `.aws-sam/build/AgentMemoryLayer/python` as `make build` leaves it: unzipped bytes
(goal: under 30 MB), zipped bytes, how much of it is bytecode, the largest packages.

Cold import: every sample is a fresh python3.13 process (`-I -S -B`: no site-packages of
this machine, nothing written) that imports functions/<name>/app.py the way Lambda does,
against an x86_64 twin of the layer built by the same Makefile (ARCH=x86_64: the arm64 one
cannot run here) and boto3 installed beside it as the Lambda runtime provides it. Two
figures per handler: the module import, and import plus what the first invocation builds
(processor: the responder; maintenance: the memory, with openai). Each with the
layer's bytecode (as our Makefile ships it) and without (what SAM's python builder ships:
Lambda cannot write __pycache__ under /opt, so it compiles on every cold start). Median of
7 samples; baseline `import boto3` in the same kind of process. Needs python3.13 and PyPI
(the twin is built on first run and reused).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILT_LAYER = ROOT / ".aws-sam" / "build" / "AgentMemoryLayer" / "python"
TWIN = ROOT / ".aws-sam" / "bench-twin"
GOAL_MB = 30
SAMPLES = 7
MB = 1_000_000
ENVIRONMENT = {  # as template.yaml sets it, with secrets given directly: no AWS call
    "AWS_REGION": "us-east-1",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_ACCESS_KEY_ID": "x",
    "AWS_SECRET_ACCESS_KEY": "x",
    "AWS_LAMBDA_FUNCTION_NAME": "bench",
    "POWERTOOLS_SERVICE_NAME": "agent-memory",
    "POWERTOOLS_METRICS_NAMESPACE": "AgentMemory",
    "AGENT_ID": "bench",
    "QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/123456789012/bench-InboxQueue.fifo",
    "WHASP_WEBHOOK_SECRET": "whsec_YmVuY2htYXJrLXNlY3JldC1rZXktbm90LWZvci11c2U=",
    "PHONE_HASH_KEY": "bench-phone-hash-key",
    "STORE": "dynamodb",
    "TABLE_NAME": "bench-MemoryTable",
    "DEAD_LETTER_QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/123456789012/bench-Dlq.fifo",
    "OPENAI_API_KEY": "sk-bench",
    "EMBEDDING_MODEL": "text-embedding-3-small",
    "WHASP_API_URL": "https://api.whasp.example",
    "WHASP_API_KEY": "bench",
}
FIRST_INVOCATION = {"webhook": "", "processor": "app.responder()", "maintenance": "app.memory()"}
PROBE = """
import importlib.util, json, sys, time
sys.path[:0] = {paths!r}
started = time.perf_counter()
spec = importlib.util.spec_from_file_location("app", {app!r})
app = importlib.util.module_from_spec(spec)
spec.loader.exec_module(app)
imported = time.perf_counter()
{first}
print(json.dumps([imported - started, time.perf_counter() - started]))
"""
BASELINE = """
import json, sys, time
sys.path[:0] = {paths!r}
started = time.perf_counter()
import boto3
print(json.dumps([time.perf_counter() - started] * 2))
"""


def tree_bytes(path: Path, suffix: str = "") -> int:
    return sum(f.stat().st_size for f in path.rglob(f"*{suffix}") if f.is_file())


def zipped_bytes(path: Path) -> int:
    with tempfile.TemporaryFile() as raw:
        with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
            for file in sorted(path.rglob("*")):
                if file.is_file():
                    archive.write(file, file.relative_to(path.parent))
        return raw.tell()


def report_layer() -> None:
    print(f"bench_deploy: the built layer ({BUILT_LAYER.relative_to(ROOT)})")
    if not BUILT_LAYER.is_dir():
        print("  not built: run `make build` first")
        return
    total = tree_bytes(BUILT_LAYER)
    bytecode = tree_bytes(BUILT_LAYER, ".pyc")
    verdict = "meets" if total < GOAL_MB * MB else "misses"
    print(f"  unzipped: {total / MB:.1f} MB ({verdict} the goal of {GOAL_MB} MB)")
    source = total - bytecode
    print(f"  of which bytecode (.pyc): {bytecode / MB:.1f} MB; without it {source / MB:.1f} MB")
    print(f"  zipped (deflate): {zipped_bytes(BUILT_LAYER) / MB:.1f} MB")
    packages: dict[str, int] = {}
    for entry in BUILT_LAYER.iterdir():
        name = entry.name.split("-")[0].removesuffix(".libs").removesuffix(".py")
        size = tree_bytes(entry) if entry.is_dir() else entry.stat().st_size
        packages[name] = packages.get(name, 0) + size
    print("  largest packages (with their .libs and dist-info):")
    for name, size in sorted(packages.items(), key=lambda kv: -kv[1])[:8]:
        print(f"    {name:<24} {size / MB:6.1f} MB")


def build_twin(python313: str) -> tuple[Path, Path, Path]:
    """The x86_64 twin (with and without bytecode) and a boto3 'runtime', built once."""
    layer, bare, runtime = TWIN / "layer" / "python", TWIN / "bare", TWIN / "runtime"
    requirements = ROOT / "layers" / "agent_memory" / "requirements.txt"
    stamp = TWIN / "requirements.txt"
    if not stamp.exists() or stamp.read_text() != requirements.read_text():
        shutil.rmtree(TWIN, ignore_errors=True)
        TWIN.mkdir(parents=True)
        subprocess.run(
            [python313, "-m", "pip", "install", "--quiet", "--target", str(runtime), "boto3"],
            check=True,
        )
        stamp.write_text(requirements.read_text())
    shutil.rmtree(layer.parent, ignore_errors=True)  # agent_memory may have changed: rebuild
    subprocess.run(
        ["make", "--silent", "-C", str(requirements.parent), "build-AgentMemoryLayer"],
        env={
            **os.environ,
            "ARTIFACTS_DIR": str(layer.parent),
            "ARCH": "x86_64",
            "PYTHON313": python313,
        },
        check=True,
    )
    shutil.rmtree(bare, ignore_errors=True)
    shutil.copytree(layer, bare, ignore=shutil.ignore_patterns("__pycache__"))
    return layer, bare, runtime


def sample(python313: str, code: str) -> tuple[float, float]:
    """Median (import, import + first invocation) in ms over fresh processes."""
    runs = []
    for _ in range(SAMPLES):
        done = subprocess.run(
            [python313, "-I", "-S", "-B", "-c", code],
            env={**ENVIRONMENT, "PATH": os.environ.get("PATH", "")},
            capture_output=True,
            text=True,
            check=True,
        )
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    return (
        statistics.median(r[0] for r in runs) * 1000,
        statistics.median(r[1] for r in runs) * 1000,
    )


def find_python313() -> str | None:
    """pyenv's python3.13 when it has one (as the Makefile does), else a working one on PATH."""
    candidates: list[str] = []
    if shutil.which("pyenv"):
        root = subprocess.run(["pyenv", "root"], capture_output=True, text=True).stdout.strip()
        if root:
            found = sorted(Path(root).glob("versions/3.13*/bin/python3.13"), reverse=True)
            candidates += [str(path) for path in found]
    candidates.append(shutil.which("python3.13") or "")
    for candidate in filter(None, candidates):
        if subprocess.run([candidate, "-c", "pass"], capture_output=True).returncode == 0:
            return candidate
    return None


def report_imports() -> None:
    print("bench_deploy: cold import per handler (python3.13, x86_64 twin of the layer)")
    python313 = find_python313()
    if python313 is None:
        print("  skipped: no python3.13 on PATH (see README, Deploying)")
        return
    layer, bare, runtime = build_twin(python313)
    baseline, _ = sample(python313, BASELINE.format(paths=[str(runtime)]))
    print(f"  baseline `import boto3`: {baseline:.0f} ms median of {SAMPLES}")
    print(f"  {'handler':<12} {'bytecode':<9} {'import':>14} {'+ first call':>18}")
    for name, first in FIRST_INVOCATION.items():
        function = ROOT / "functions" / name
        for label, packages in (("shipped", layer), ("none", bare)):
            paths = [str(function), str(packages), str(runtime)]
            code = PROBE.format(paths=paths, app=str(function / "app.py"), first=first)
            imported, ready = sample(python313, code)
            print(
                f"  {name:<12} {label:<9} {imported:5.0f} ms {imported / baseline:4.1f}x"
                f" {ready:8.0f} ms {ready / baseline:4.1f}x"
            )


if __name__ == "__main__":
    report_layer()
    report_imports()
