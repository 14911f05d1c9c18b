"""The stack's alarms, as CloudFormation would create them (SAM-translated template.yaml),
rehearsed over made-up datapoints (tests/alarm_rehearsal.py): each failure that matters
notifies, a second one notifies again, and each alarm says its first move."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.alarm_rehearsal import notifications, states
from tests.deliveries import NEXT_SECRET, encode, message_event, signed_headers
from tests.lambdas import FakeLambdaContext
from tests.stack import Stack, translated

ROOT = Path(__file__).resolve().parents[1]
FUNCTIONS = ("WebhookFunction", "ProcessorFunction", "MaintenanceFunction")


@pytest.fixture(scope="module")
def deployed() -> Stack:
    return Stack(translated(), parameters={"AlarmEmail": "ops@example.com"})


def alarm(stack: Stack, logical_id: str) -> dict[str, Any]:
    return stack.value(stack.template["Resources"][logical_id]["Properties"])


def alarms(stack: Stack) -> dict[str, dict[str, Any]]:
    return {
        logical_id: stack.value(resource["Properties"])
        for logical_id, resource in stack.resources("AWS::CloudWatch::Alarm").items()
    }


def minutes(count: int, **at: float) -> list[float]:
    """`count` per-minute values of 0, with the given ones set (m3=1.0 sets minute 3)."""
    values = [0.0] * count
    for name, value in at.items():
        values[int(name[1:])] = value
    return values


# --- dead letters: each arrival notifies ------------------------------------------------------


@pytest.mark.parametrize("queue", ["Inbox", "Maintenance"])
def test_a_second_dead_letter_notifies_again_while_the_first_is_still_there(deployed, queue):
    # GIVEN one message parked at minute 2 and another at minute 30, nobody draining the queue
    visible = [0.0, 0.0] + [1.0] * 28 + [2.0] * 30
    sent = minutes(60, m2=1.0, m30=1.0)
    data = {"visible": visible, "hidden": [0.0] * 60, "sent": sent}
    # THEN the arrivals alarm tells the topic twice, the backlog alarm only once
    arrivals = alarm(deployed, f"{queue}DeadLetterArrivalsAlarm")
    assert notifications(arrivals, data) == ["ALARM", "ALARM"]
    backlog = alarm(deployed, f"{queue}DeadLetterAlarm")
    assert notifications(backlog, {"ApproximateNumberOfMessagesVisible": visible}) == ["ALARM"]


def test_a_message_the_redrive_policy_moves_notifies_though_nothing_was_sent(deployed):
    # SQS moves a message that failed 5 receives without counting NumberOfMessagesSent
    data = {"visible": [0.0] * 5 + [1.0] * 5, "hidden": [0.0] * 10, "sent": [0.0] * 10}
    assert notifications(alarm(deployed, "InboxDeadLetterArrivalsAlarm"), data) == ["ALARM"]


def test_listing_dead_letters_and_redriving_them_is_no_arrival(deployed):
    # a `dead-letters list` hides the 3 messages for a moment; the redrive then deletes them
    data = {
        "visible": [3.0, 3.0, 0.0, 3.0, 3.0, 0.0, 0.0],
        "hidden": [0.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0],
        "sent": [0.0] * 7,
    }
    assert notifications(alarm(deployed, "InboxDeadLetterArrivalsAlarm"), data) == []


def test_no_dead_letter_traffic_at_all_is_quiet(deployed):
    # SQS stops sending metrics for an idle queue
    data = {"visible": [None] * 10, "hidden": [None] * 10, "sent": [None] * 10}
    assert set(states(alarm(deployed, "InboxDeadLetterArrivalsAlarm"), data)) <= {
        "OK",
        "INSUFFICIENT_DATA",
    }


# --- the webhook's refusals -------------------------------------------------------------------


def test_a_wrong_webhook_secret_notifies_a_strangers_probe_does_not(deployed):
    refused = alarm(deployed, "WebhookSignatureRefusedAlarm")
    # five-minute periods: whasp's retries all refused, none accepted
    wrong_secret = {"mismatch": [0.0, 4.0, 6.0, 0.0], "stale": [None] * 4, "queued": [2.0, 0, 0, 3]}
    assert states(refused, wrong_secret) == ["OK", "ALARM", "ALARM", "OK"]
    assert notifications(refused, wrong_secret) == ["ALARM", "OK"]
    # someone posting junk signatures to the open URL while whasp's deliveries get through
    probe = {"mismatch": [40.0, 40.0], "stale": [None] * 2, "queued": [5.0, 7.0]}
    assert notifications(refused, probe) == []
    # whasp's clock (or a replay) refused as out of tolerance counts too
    stale = {"mismatch": [None], "stale": [3.0], "queued": [None]}
    assert notifications(refused, stale) == ["ALARM"]


def test_the_webhook_emits_the_refusals_with_the_dimensions_the_alarm_watches(webhook, capsys):
    # GIVEN the stack's webhook function (Lambda's context gives it the name the stack does)
    deployed = Stack(translated(), names={"WebhookFunction": FakeLambdaContext().function_name})
    body = encode(message_event())
    webhook.deliver(body)
    webhook.deliver(body, signed_headers(body, NEXT_SECRET))  # another secret than the webhook's
    emitted = set()
    for line in capsys.readouterr().out.splitlines():
        if '"_aws"' in line:
            blob = json.loads(line)
            (directive,) = blob["_aws"]["CloudWatchMetrics"]
            for metric in directive["Metrics"]:
                dimensions = {d: blob[d] for d in directive["Dimensions"][0]}
                emitted.add((directive["Namespace"], metric["Name"], frozenset(dimensions.items())))
    watched = {
        (
            m["MetricStat"]["Metric"]["Namespace"],
            m["MetricStat"]["Metric"]["MetricName"],
            frozenset((d["Name"], d["Value"]) for d in m["MetricStat"]["Metric"]["Dimensions"]),
        )
        for m in alarm(deployed, "WebhookSignatureRefusedAlarm")["Metrics"]
        if "MetricStat" in m
    }
    assert {w for w in watched if dict(w[2])["reason"] != "timestamp_out_of_tolerance"} <= emitted


# --- maintenance ------------------------------------------------------------------------------


def test_a_maintenance_schedule_that_stops_notifies(deployed):
    missed = alarm(deployed, "MaintenanceMissedAlarm")
    # the alarm's period is 30 minutes by default: 6 runs of rate(5 minutes)
    assert int(missed["Period"]) == 1800
    runs = {"Invocations": [6.0, 6.0, None, None, 6.0]}  # no datapoint: the schedule stopped
    assert states(missed, runs) == ["OK", "OK", "ALARM", "ALARM", "OK"]
    assert notifications(missed, runs) == ["ALARM", "OK"]


def test_the_missed_run_alarm_waits_at_least_two_scheduled_intervals(template):
    parameters = template["Parameters"]
    schedule = re.fullmatch(r"rate\((\d+) minutes\)", parameters["MaintenanceSchedule"]["Default"])
    assert schedule, "the default schedule is rate(N minutes)"
    interval = int(schedule.group(1)) * 60
    assert parameters["MaintenanceMissedAfterSeconds"]["Default"] >= 2 * interval


def test_one_persons_repeated_compaction_failure_notifies(deployed):
    repeated = alarm(deployed, "CompactionRepeatedFailureAlarm")
    assert (repeated["Namespace"], repeated["MetricName"]) == (
        "AgentMemory",
        "CompactionRepeatedFailure",
    )
    # the maintenance function's dimensions, as for Maintenance_failed (functions/maintenance)
    assert {d["Name"]: d["Value"] for d in repeated["Dimensions"]} == {
        "FunctionName": deployed.physical_name("MaintenanceFunction"),
        "service": "maintenance",
    }
    assert notifications(repeated, {"CompactionRepeatedFailure": [None, 1.0, None]}) == [
        "ALARM",
        "OK",
    ]


# --- every alarm ------------------------------------------------------------------------------


def test_processor_errors_and_throttles_are_alarmed(deployed):
    watched = {
        (a.get("MetricName"), a["Dimensions"][0]["Value"])
        for a in alarms(deployed).values()
        if "Dimensions" in a
    }
    for function_id in FUNCTIONS:
        for metric in ("Errors", "Throttles"):
            assert (metric, deployed.physical_name(function_id)) in watched


def test_every_alarm_tells_the_topic_and_says_its_first_move(deployed):
    topic = deployed.ref("AlarmTopic")
    for logical_id, properties in alarms(deployed).items():
        assert properties["AlarmActions"] == [topic], logical_id
        assert properties.get("OKActions", [topic]) == [topic], logical_id
        description = properties["AlarmDescription"]
        assert "First move:" in description, logical_id
        assert len(description) <= 1024, logical_id  # CloudWatch's limit
    (subscription,) = deployed.resources("AWS::SNS::Subscription").values()
    assert deployed.value(subscription["Properties"])["Endpoint"] == "ops@example.com"


def test_the_runbook_lists_every_alarm(deployed):
    runbook = (ROOT / "docs" / "operating.md").read_text()
    listed = set(re.findall(r"^\| `(\w+Alarm)` \|", runbook, flags=re.MULTILINE))
    assert listed == set(alarms(deployed))


def test_without_an_alarm_email_the_stack_says_alarms_reach_nobody():
    outputs = Stack(translated()).template["Outputs"]
    assert Stack(translated()).value(outputs["AlarmsNotify"]["Value"]).startswith("NOBODY")
    with_email = Stack(translated(), parameters={"AlarmEmail": "ops@example.com"})
    assert with_email.value(outputs["AlarmsNotify"]["Value"]).startswith("ops@example.com")
