"""One maintenance run at a time without reserved concurrency: a lease item in the table."""

from __future__ import annotations

import json

import pytest

from agent_memory.store.dynamodb_lease import DynamoDbRunLease
from tests.conftest import TABLE
from tests.lambdas import FakeLambdaContext, load_function


class Seconds:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_lease_is_held_until_released_or_expired(table):
    clock = Seconds()
    lease = DynamoDbRunLease(TABLE, clock=clock)
    assert lease.acquire("run-1", seconds=300)
    assert not lease.acquire("run-2", seconds=300)  # a run is still going
    lease.release("run-2")  # not the holder: nothing happens
    assert not lease.acquire("run-2", seconds=300)
    clock.now += 301  # run-1 crashed: its lease ends with its invocation's timeout
    assert lease.acquire("run-2", seconds=300)
    lease.release("run-2")
    assert lease.acquire("run-3", seconds=300)


@pytest.fixture
def maintenance(table, monkeypatch):
    for name, value in {
        "STORE": "dynamodb",
        "TABLE_NAME": TABLE,
        "AGENT_ID": "bot",
        "OPENAI_API_KEY": "sk-test",
        "EMBEDDING_MODEL": "none",
    }.items():
        monkeypatch.setenv(name, value)
    return load_function("maintenance")


def test_a_run_started_while_another_holds_the_lease_does_nothing(maintenance, capsys):
    # GIVEN another run holds the lease
    assert DynamoDbRunLease(TABLE).acquire("another-run", seconds=300)
    capsys.readouterr()

    # WHEN the schedule starts a second run
    report = maintenance.handler({}, FakeLambdaContext(aws_request_id="second-run"))

    # THEN it stops at once, and says so in a metric of this function's own
    assert report == {"skipped": True}
    (emf,) = [json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line]
    assert emf["Maintenance_skipped"] in (1.0, [1.0])
    (dimensions,) = emf["_aws"]["CloudWatchMetrics"][0]["Dimensions"]
    assert set(dimensions) == {"service", "FunctionName"}  # as MaintenanceFailedPeopleAlarm
    assert (emf["service"], emf["FunctionName"]) == ("maintenance", "agent-memory-test")


def test_a_finished_run_gives_the_lease_back(maintenance):
    context = FakeLambdaContext(aws_request_id="first-run")
    assert "skipped" not in maintenance.handler({}, context)
    assert DynamoDbRunLease(TABLE).acquire("next-run", seconds=300)
