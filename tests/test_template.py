"""Properties of template.yaml that cfn-lint does not check."""

from __future__ import annotations

import re

import pytest


def functions_by_event(template: dict, event_type: str) -> list[dict]:
    return [
        r["Properties"]
        for r in template["Resources"].values()
        if r["Type"] == "AWS::Serverless::Function"
        and any(e["Type"] == event_type for e in r["Properties"].get("Events", {}).values())
    ]


def test_processor_reports_partial_batch_failures(template):
    (processor,) = functions_by_event(template, "SQS")
    (event,) = processor["Events"].values()
    assert event["Properties"]["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    assert 1 <= event["Properties"]["BatchSize"] <= 10
    assert event["Properties"]["ScalingConfig"]["MaximumConcurrency"] == {
        "Ref": "ProcessorMaxConcurrency"
    }


def test_inbox_visibility_is_at_least_six_processor_timeouts(template):
    (processor,) = functions_by_event(template, "SQS")
    inbox = template["Resources"]["InboxQueue"]["Properties"]
    assert inbox["VisibilityTimeout"] >= 6 * processor["Timeout"]


def test_inbox_is_high_throughput_fifo_with_fifo_dead_letters(template):
    resources = template["Resources"]
    inbox = resources["InboxQueue"]["Properties"]
    assert inbox["FifoQueue"] is True
    assert inbox["DeduplicationScope"] == "messageGroup"
    assert inbox["FifoThroughputLimit"] == "perMessageGroupId"
    target = inbox["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0]
    assert resources[target]["Properties"]["FifoQueue"] is True


def test_functions_run_python313_on_arm64(template):
    function_globals = template["Globals"]["Function"]
    assert function_globals["Runtime"] == "python3.13"
    assert function_globals["Architectures"] == ["arm64"]


SCHEDULE = re.compile(
    r"rate\((1 (minute|hour|day)|([2-9]|[1-9]\d+) (minutes|hours|days))\)"
    r"|cron\((\S+ ){5}\S+\)"
)


@pytest.mark.parametrize(
    "expression, valid",
    [
        ("rate(5 minutes)", True),
        ("rate(1 minute)", True),
        ("rate(1 minutes)", False),
        ("rate(5 minute)", False),
        ("rate(0 minutes)", False),
        ("cron(0/5 * * * ? *)", True),
        ("every 5 minutes", False),
    ],
)
def test_schedule_grammar(expression, valid):
    assert bool(SCHEDULE.fullmatch(expression)) is valid


def test_the_maintenance_schedule_default_is_valid_and_has_a_dead_letter_target(template):
    (maintenance,) = functions_by_event(template, "ScheduleV2")
    (event,) = maintenance["Events"].values()
    expression = event["Properties"]["ScheduleExpression"]
    default = template["Parameters"][expression["Ref"]]["Default"]
    assert SCHEDULE.fullmatch(default)
    assert event["Properties"]["DeadLetterConfig"]["Type"] == "SQS"
    assert maintenance["Timeout"] <= 900


def test_the_erasure_route_requires_iam(template):
    (webhook,) = functions_by_event(template, "HttpApi")
    routes = {
        (e["Properties"]["Method"], e["Properties"]["Path"]): e["Properties"]
        for e in webhook["Events"].values()
    }
    assert routes[("DELETE", "/people/{phone}")]["Auth"] == {"Authorizer": "AWS_IAM"}
    assert "Auth" not in routes[("POST", "/webhook")]  # whasp signs instead
