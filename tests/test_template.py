"""Properties of template.yaml that cfn-lint does not check."""

from __future__ import annotations


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
