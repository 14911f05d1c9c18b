"""Webhook cost: cold import against `import boto3`, and warm time per request without SQS.

Cold: each run is a fresh interpreter timing its own import (so interpreter start-up is
left out on both sides); runs alternate between the two sides, and the median counts.
Goal: the webhook module at most 1.3x `import boto3`. The webhook builds its SQS client on
first use, so its module import leaves boto3's own import out; a second figure adds it.

Warm: the handler as Lambda calls it (Powertools logger, metrics and event class included),
with the inbox replaced by a port that drops the message, so SQS latency is left out.
Goal: under 1 ms per request.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "functions" / "webhook" / "app.py"
SAMPLE = ROOT / "events" / "webhook-01-message-text.json"
COLD_RUNS = 15
WARM_REQUESTS = 5_000
SECRET = "whsec_YmVuY2htYXJrLXNlY3JldC1rZXktbm90LWZvci11c2U="
ENVIRONMENT = {
    "QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/123456789012/bench-InboxQueue.fifo",
    "WHASP_WEBHOOK_SECRET": SECRET,
    "AWS_REGION": "us-east-1",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_ACCESS_KEY_ID": "x",
    "AWS_SECRET_ACCESS_KEY": "x",
}
for _name, _value in ENVIRONMENT.items():
    os.environ.setdefault(_name, _value)
sys.path.insert(0, str(ROOT))  # for events.sign: the benchmark signs like the sample events

from events.sign import resign  # noqa: E402

# What each side imports. The webhook creates its SQS client on first use, so the module
# alone leaves out boto3's own import; the third side adds it (the first request needs it).
_WEBHOOK = f"sys.path.insert(0, {str(APP.parent)!r}); import app"
SIDES = {
    "boto3": "import boto3",
    "webhook": _WEBHOOK,
    "webhook + boto3": f"{_WEBHOOK}; import boto3",
}


def cold_import_ms(statement: str) -> float:
    """Milliseconds a fresh interpreter spends on `statement`."""
    code = (
        "import sys, time\n"
        "start = time.perf_counter()\n"
        f"{statement}\n"
        "print((time.perf_counter() - start) * 1000)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, **ENVIRONMENT},
        capture_output=True,
        text=True,
        check=True,
    )
    return float(result.stdout.strip())


def cold() -> dict[str, float]:
    samples: dict[str, list[float]] = {side: [] for side in SIDES}
    for _ in range(COLD_RUNS):
        for side, statement in SIDES.items():
            samples[side].append(cold_import_ms(statement))
    return {side: statistics.median(times) for side, times in samples.items()}


class DroppingInbox:
    """The inbox port with the SQS call taken out."""

    def send(self, body: str, group_id: str, dedup_id: str) -> None:
        return None


class Context:
    function_name = "webhook"
    memory_limit_in_mb = 256
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:webhook"
    aws_request_id = "bench"


def signed_deliveries(count: int) -> list[dict[str, Any]]:
    """`count` distinct text deliveries, signed now, shaped like the sample event."""
    sample = json.loads(SAMPLE.read_text())
    body = json.loads(sample["body"])
    now = int(time.time())
    deliveries = []
    for number in range(count):
        body["id"] = f"evt_bench_{number}"
        event = json.loads(json.dumps(sample))
        event["body"] = json.dumps(body, ensure_ascii=False)
        event["headers"]["webhook-id"] = f"msg_bench_{number}"
        deliveries.append(resign(event, SECRET, now))
    return deliveries


def warm() -> tuple[float, float, float]:
    """Median, mean and 99th percentile microseconds per request, after a warm-up."""
    spec = importlib.util.spec_from_file_location("webhook_app", APP)
    assert spec and spec.loader
    app = importlib.util.module_from_spec(spec)
    with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull):
        spec.loader.exec_module(app)
        app.inbox = DroppingInbox()
        app.logger.registered_handler.setStream(devnull)
        deliveries = signed_deliveries(WARM_REQUESTS + 500)
        for event in deliveries[:500]:
            assert app.handler(event, Context())["statusCode"] == 200
        times = []
        for event in deliveries[500:]:
            start = time.perf_counter_ns()
            response = app.handler(event, Context())
            times.append((time.perf_counter_ns() - start) / 1000)
            assert response["statusCode"] == 200
    times.sort()
    return statistics.median(times), statistics.fmean(times), times[int(len(times) * 0.99)]


def main() -> None:
    medians = cold()
    ratio = medians["webhook"] / medians["boto3"]
    full_ratio = medians["webhook + boto3"] / medians["boto3"]
    median_us, mean_us, p99_us = warm()
    print(
        f"bench_webhook: Python {sys.version.split()[0]}, {COLD_RUNS} fresh interpreters per side"
    )
    print(f"  cold import boto3:               {medians['boto3']:7.1f} ms (median)")
    print(f"  cold import webhook module:      {medians['webhook']:7.1f} ms (median)")
    print(f"  ratio webhook/boto3:             {ratio:7.2f} x   (goal: <= 1.3x)")
    print(
        f"  webhook module + boto3 (first request's imports): {medians['webhook + boto3']:.1f} ms"
    )
    print(f"  ratio (webhook + boto3)/boto3:   {full_ratio:7.2f} x")
    print(
        f"  warm handler, SQS call excluded: {median_us / 1000:7.3f} ms median, "
        f"{mean_us / 1000:.3f} ms mean, {p99_us / 1000:.3f} ms p99 over {WARM_REQUESTS} "
        "requests (goal: < 1 ms)"
    )


if __name__ == "__main__":
    main()
