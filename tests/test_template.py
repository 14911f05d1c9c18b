"""Properties of template.yaml that cfn-lint does not check."""

from __future__ import annotations

import re

import pytest

from agent_memory.config import Settings
from agent_memory.devtools.provision import load_template
from agent_memory.wiring import turn_worst_case_seconds
from tests.stack import ACCOUNT, REGION, STACK_GUID, Stack, translated


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


# CloudFormation checks a parameter against its AllowedPattern as a whole (Java `matches`)
SCHEDULE = re.compile(load_template()["Parameters"]["MaintenanceSchedule"]["AllowedPattern"])


@pytest.mark.parametrize(
    "expression, valid",
    [
        ("rate(5 minutes)", True),
        ("rate(1 minute)", True),
        ("rate(1 minutes)", False),
        ("rate(5 minute)", False),
        ("rate(0 minutes)", False),
        ("cron(0/5 * * * ? *)", True),
        ("rate(2 hours)", True),
        ("every 5 minutes", False),
        ("rate(5 minutes) ", False),
        ("cron(0/5 * * * ?)", False),
    ],
)
def test_the_schedule_parameter_takes_only_scheduler_expressions(expression, valid):
    assert bool(SCHEDULE.fullmatch(expression)) is valid


def test_the_maintenance_schedule_default_is_valid_and_has_a_dead_letter_target(template):
    (maintenance,) = functions_by_event(template, "ScheduleV2")
    (event,) = maintenance["Events"].values()
    expression = event["Properties"]["ScheduleExpression"]
    default = template["Parameters"][expression["Ref"]]["Default"]
    assert SCHEDULE.fullmatch(default)
    target = event["Properties"]["DeadLetterConfig"]["Arn"]["Fn::GetAtt"][0]
    assert template["Resources"][target]["Type"] == "AWS::SQS::Queue"
    assert maintenance["Timeout"] <= 900


def test_the_erasure_route_requires_iam(template):
    (webhook,) = functions_by_event(template, "HttpApi")
    routes = {
        (e["Properties"]["Method"], e["Properties"]["Path"]): e["Properties"]
        for e in webhook["Events"].values()
    }
    assert routes[("DELETE", "/people/{phone}")]["Auth"] == {"Authorizer": "AWS_IAM"}
    assert "Auth" not in routes[("POST", "/webhook")]  # whasp signs instead


# --- the stack as SAM translates it for CloudFormation ---------------------------------------

FUNCTIONS = ("WebhookFunction", "ProcessorFunction", "MaintenanceFunction")
SECRET_SETTINGS = (
    "WHASP_WEBHOOK_SECRET",
    "WHASP_API_KEY",
    "OPENAI_API_KEY",
    "PHONE_HASH_KEY",
    "SYSTEM_PROMPT",
)
SECRET_LOOKING = re.compile(r"whsec_|sk-[A-Za-z0-9]|Bearer ")


@pytest.fixture(scope="module")
def deployed() -> Stack:
    """The translated stack with every optional feature on, so every conditional is live."""
    return Stack(
        translated(),
        parameters={
            "ArchiveEnabled": "true",
            "PhoneHashKeyParameter": "/agent-memory/phone-hash-key",
            "SystemPromptParameter": "/agent-memory/system-prompt",
            "AlarmEmail": "ops@example.com",
        },
    )


def ssm_arn(name: str) -> str:
    return f"arn:aws:ssm:{REGION}:{ACCOUNT}:parameter{name}"


# the secrets whose names are left to their default live under the stack's own prefix
STACK_PREFIX = "/agent-memory/agent-memory-test"


def grants(stack: Stack, function_id: str) -> set[tuple[str, str]]:
    """(action, resource) pairs a function's role grants."""
    return {
        (action, resource)
        for statement in stack.statements(stack.role_of(function_id))
        for action in statement["Action"]
        for resource in statement["Resource"]
    }


def test_each_function_has_a_role_of_its_own_and_no_role_has_managed_policies(deployed):
    roles = {deployed.role_of(function_id) for function_id in FUNCTIONS}
    assert len(roles) == len(FUNCTIONS)
    # AWS managed policies (basic execution, SQS poller) say Resource "*"
    for role_id, role in deployed.resources("AWS::IAM::Role").items():
        assert not role["Properties"].get("ManagedPolicyArns"), role_id


def test_only_x_ray_actions_may_apply_to_every_resource(deployed):
    for role_id in deployed.resources("AWS::IAM::Role"):
        for statement in deployed.statements(role_id):
            if "*" in statement["Resource"]:  # X-Ray has no resource-level permissions
                assert all(a.startswith("xray:") for a in statement["Action"]), statement


def test_no_role_may_scan_or_holds_a_wildcard_action(deployed):
    for role_id in deployed.resources("AWS::IAM::Role"):
        for statement in deployed.statements(role_id):
            for action in statement["Action"]:
                assert "*" not in action and action != "dynamodb:Scan", (role_id, action)


def test_the_webhook_may_only_queue_to_the_inbox_and_read_its_secrets(deployed):
    assert {
        (action, resource)
        for action, resource in grants(deployed, "WebhookFunction")
        if not action.startswith(("logs:", "xray:"))
    } == {
        ("sqs:SendMessage", deployed.attribute("InboxQueue", "Arn")),
        ("ssm:GetParameter", ssm_arn(f"{STACK_PREFIX}/whasp-webhook-secret")),
        ("ssm:GetParameter", ssm_arn("/agent-memory/phone-hash-key")),  # hashed phones in logs
    }


def test_the_processor_reaches_only_the_table_its_two_queues_and_its_secrets(deployed):
    processor = grants(deployed, "ProcessorFunction")
    table = deployed.attribute("MemoryTable", "Arn")
    inbox = deployed.attribute("InboxQueue", "Arn")
    assert {r for a, r in processor if not a.startswith(("logs:", "xray:"))} == {
        table,
        inbox,
        deployed.attribute("InboxDeadLetterQueue", "Arn"),
        *(ssm_arn(f"{STACK_PREFIX}/{name}") for name in ("openai-api-key", "whasp-api-key")),
        *(ssm_arn(f"/agent-memory/{name}") for name in ("phone-hash-key", "system-prompt")),
    }
    # nothing that deletes or bypasses the transactions: erasure is maintenance's job
    assert {a for a, r in processor if r == table} == {
        "dynamodb:Query",
        "dynamodb:GetItem",  # one turn marker, on a redelivery or a voice note
        "dynamodb:BatchGetItem",  # the fact index's postings and the facts they name
        "dynamodb:PutItem",
        "dynamodb:UpdateItem",
        "dynamodb:ConditionCheckItem",
    }
    assert {a for a, r in processor if r == inbox} == {
        "sqs:ReceiveMessage",
        "sqs:DeleteMessage",
        "sqs:GetQueueAttributes",
        "sqs:ChangeMessageVisibility",  # a failed record comes back after seconds
    }


def test_only_maintenance_reads_the_due_index_and_only_under_archive_in_the_bucket(deployed):
    index = deployed.attribute("MemoryTable", "Arn") + "/index/DueIndex"
    bucket = deployed.attribute("ArchiveBucket", "Arn")
    maintenance = grants(deployed, "MaintenanceFunction")
    assert ("dynamodb:Query", index) in maintenance
    assert all(r != index for _, r in grants(deployed, "ProcessorFunction"))
    s3 = {(a, r) for a, r in maintenance if a.startswith("s3:")}
    assert s3 == {
        ("s3:PutObject", f"{bucket}/archive/*"),
        ("s3:DeleteObject", f"{bucket}/archive/*"),
        ("s3:ListBucket", bucket),
    }


def test_without_the_archive_maintenance_has_no_s3_access(template):
    stack = Stack(translated(), parameters={"ArchiveEnabled": "false"})
    assert not stack.resources("AWS::S3::Bucket")
    assert not any(a.startswith("s3:") for a, _ in grants(stack, "MaintenanceFunction"))


def test_each_function_logs_only_to_its_own_group_which_has_a_retention(deployed):
    for function_id in FUNCTIONS:
        properties = deployed.template["Resources"][function_id]["Properties"]
        group = properties["LoggingConfig"]["LogGroup"]["Ref"]
        assert {r for a, r in grants(deployed, function_id) if a.startswith("logs:")} == {
            deployed.attribute(group, "Arn")
        }
    for group in deployed.resources("AWS::Logs::LogGroup").values():
        assert group["Properties"]["RetentionInDays"] == {"Ref": "LogRetentionDays"}


def test_secrets_reach_the_functions_only_as_ssm_parameter_names(deployed):
    for function_id in FUNCTIONS:
        environment = deployed.environment(function_id)
        for name in SECRET_SETTINGS:
            assert environment.get(name, "") == "", (function_id, name)
        for name, value in environment.items():
            assert not SECRET_LOOKING.search(value), (function_id, name)
        # each *_PARAMETER names a secret the role may read, and the role reads no other
        named = {
            k.removesuffix("_PARAMETER"): v
            for k, v in environment.items()
            if k.endswith("_PARAMETER")
        }
        assert set(named) <= set(SECRET_SETTINGS), function_id
        assert {ssm_arn(v) for v in named.values()} == {
            r for a, r in grants(deployed, function_id) if a == "ssm:GetParameter"
        }


def test_secret_parameters_are_names_that_start_with_a_slash(template):
    for name, parameter in template["Parameters"].items():
        if name.endswith("Parameter"):
            assert parameter["AllowedPattern"].lstrip("(").startswith("/"), name
            assert not SECRET_LOOKING.search(str(parameter.get("Default", ""))), name


def test_the_table_has_ttl_sse_pitr_deletion_protection_and_outlives_the_stack(template):
    table = template["Resources"]["MemoryTable"]
    properties = table["Properties"]
    assert properties["TimeToLiveSpecification"] == {"AttributeName": "ttl", "Enabled": True}
    assert properties["SSESpecification"]["SSEEnabled"] is True
    assert properties["PointInTimeRecoverySpecification"]["PointInTimeRecoveryEnabled"] is True
    assert properties["DeletionProtectionEnabled"] is True
    assert table["DeletionPolicy"] == table["UpdateReplacePolicy"] == "Retain"


def test_every_queue_is_encrypted_and_keeps_messages_fourteen_days(template):
    for queue in template["Resources"].values():
        if queue["Type"] == "AWS::SQS::Queue":
            assert queue["Properties"]["SqsManagedSseEnabled"] is True
            assert queue["Properties"]["MessageRetentionPeriod"] == 14 * 24 * 3600


def test_the_watched_maintenance_dead_letter_queue_is_the_schedules(deployed):
    (schedule,) = deployed.resources("AWS::Scheduler::Schedule").values()
    target = deployed.value(schedule["Properties"]["Target"])
    assert target["DeadLetterConfig"]["Arn"] == deployed.attribute(
        "MaintenanceDeadLetterQueue", "Arn"
    )
    assert "Name" not in schedule["Properties"]  # generated: stacks of two agents coexist


def test_only_the_erasure_route_requires_sigv4(deployed):
    (api,) = deployed.resources("AWS::ApiGatewayV2::Api").values()
    paths = api["Properties"]["Body"]["paths"]
    assert paths["/people/{phone}"]["delete"]["security"] == [{"AWS_IAM": []}]
    assert "security" not in paths["/webhook"]["post"]


def test_api_access_logs_name_the_route_never_the_path(template):
    log_format = template["Resources"]["WebhookApi"]["Properties"]["AccessLogSettings"]["Format"]
    assert "$context.routeKey" in log_format and "$context.path" not in log_format


def test_outputs_give_the_webhook_url_the_table_and_the_queues(deployed):
    outputs = {k: deployed.value(v["Value"]) for k, v in deployed.template["Outputs"].items()}
    assert outputs["WebhookUrl"].endswith(".amazonaws.com/webhook")
    assert outputs["TableName"] == deployed.physical_name("MemoryTable")
    for queue in ("InboxQueue", "InboxDeadLetterQueue", "MaintenanceDeadLetterQueue"):
        assert outputs[f"{queue}Url"] == deployed.ref(queue)


def test_no_function_reserves_concurrency_a_ten_unit_account_lacks(deployed):
    # Lambda keeps 100 units unreserved: on a quota of 10 (or 50, or 100) any reservation
    # makes CreateFunction fail and the stack roll back.
    account_quota, kept_unreserved = 10, 100
    reserved = sum(
        int(function["Properties"].get("ReservedConcurrentExecutions", 0))
        for function in deployed.resources("AWS::Lambda::Function").values()
    )
    assert reserved <= max(0, account_quota - kept_unreserved)


def test_the_default_processor_concurrency_leaves_room_on_a_ten_unit_account(template):
    # a new account may allow 10 concurrent executions in all; the processor's cap must leave
    # the webhook a few (a burst of deliveries) and maintenance one, and the SQS event source
    # takes no cap below 2
    parameter = template["Parameters"]["ProcessorMaxConcurrency"]
    account_quota, webhook_room, maintenance = 10, 4, 1
    assert 2 <= parameter["Default"] <= account_quota - webhook_room - maintenance
    assert parameter["MinValue"] == 2
    assert "quota of 10" in parameter["Description"]
    (processor,) = functions_by_event(template, "SQS")
    (inbox,) = processor["Events"].values()
    assert inbox["Properties"]["ScalingConfig"]["MaximumConcurrency"] == {
        "Ref": "ProcessorMaxConcurrency"
    }


def test_a_dropped_maintenance_run_lands_in_the_alarmed_dead_letter_queue(deployed):
    # the scheduler invokes asynchronously: a run Lambda drops never reaches the schedule's
    # own dead-letter queue, so the function's on-failure destination is that same queue
    (config,) = deployed.resources("AWS::Lambda::EventInvokeConfig").values()
    properties = deployed.value(config["Properties"])
    assert properties["FunctionName"] == deployed.physical_name("MaintenanceFunction")
    assert properties["MaximumRetryAttempts"] == 0
    assert properties["MaximumEventAgeInSeconds"] <= 300  # the default rate(5 minutes)
    queue = deployed.attribute("MaintenanceDeadLetterQueue", "Arn")
    assert properties["DestinationConfig"]["OnFailure"]["Destination"] == queue
    # Lambda sends it with the function's role
    assert ("sqs:SendMessage", queue) in grants(deployed, "MaintenanceFunction")
    watched = {
        deployed.value(alarm["Properties"]["Dimensions"][0]["Value"])
        for alarm in deployed.resources("AWS::CloudWatch::Alarm").values()
        if "Dimensions" in alarm["Properties"]
    }
    assert deployed.physical_name("MaintenanceDeadLetterQueue") in watched


def test_people_that_maintenance_fails_for_are_alarmed_on_the_metric_the_run_emits(deployed):
    alarm = deployed.value(deployed.template["Resources"]["MaintenanceFailedPeopleAlarm"])
    properties = alarm["Properties"]
    assert (properties["Namespace"], properties["MetricName"]) == (
        "AgentMemory",
        "Maintenance_failed",
    )
    assert {d["Name"]: d["Value"] for d in properties["Dimensions"]} == {
        "FunctionName": deployed.physical_name("MaintenanceFunction"),
        "service": "maintenance",  # Powertools' service dimension (functions/maintenance)
    }


def test_the_schedule_role_is_explicit_and_trusts_only_this_accounts_scheduler(deployed):
    (schedule,) = deployed.resources("AWS::Scheduler::Schedule").values()
    role_id = schedule["Properties"]["Target"]["RoleArn"]["Fn::GetAtt"][0]
    assert role_id == "MaintenanceScheduleRole"  # SAM generates none
    role = deployed.value(deployed.template["Resources"][role_id]["Properties"])
    (trust,) = role["AssumeRolePolicyDocument"]["Statement"]
    assert trust["Principal"] == {"Service": "scheduler.amazonaws.com"}
    assert trust["Condition"] == {"StringEquals": {"aws:SourceAccount": ACCOUNT}}
    assert {(s["Action"][0], s["Resource"][0]) for s in deployed.statements(role_id)} == {
        ("lambda:InvokeFunction", deployed.attribute("MaintenanceFunction", "Arn")),
        ("sqs:SendMessage", deployed.attribute("MaintenanceDeadLetterQueue", "Arn")),
    }


def test_the_api_access_log_group_is_under_vendedlogs(deployed):
    # outside /aws/vendedlogs/ each stack adds to the account's 5,120-character logs policy
    stage = next(iter(deployed.resources("AWS::ApiGatewayV2::Stage").values()))
    group_arn = deployed.value(stage["Properties"]["AccessLogSettings"]["DestinationArn"])
    group = deployed.physical_name("ApiAccessLogGroup")
    assert group_arn == deployed.attribute("ApiAccessLogGroup", "Arn")
    assert group.startswith("/aws/vendedlogs/") and deployed.stack_name in group


def test_the_open_webhook_route_is_throttled_by_parameters(deployed):
    (stage,) = deployed.resources("AWS::ApiGatewayV2::Stage").values()
    settings = stage["Properties"]["DefaultRouteSettings"]  # every route, POST /webhook too
    assert settings == {
        "ThrottlingRateLimit": {"Ref": "WebhookThrottlingRateLimit"},
        "ThrottlingBurstLimit": {"Ref": "WebhookThrottlingBurstLimit"},
    }
    assert "RouteSettings" not in stage["Properties"]  # no route lifts it
    rate, burst = (int(deployed.value(settings[k])) for k in settings)
    assert 1 <= rate <= burst


def test_fifo_queue_names_stay_within_80_characters_for_the_longest_stack_name(template):
    longest = Stack(translated(), stack_name="a" * 128)  # CloudFormation's stack name limit
    names = {
        logical_id: longest.value(queue["Properties"]["QueueName"])
        for logical_id, queue in longest.resources("AWS::SQS::Queue").items()
        if queue["Properties"].get("FifoQueue")
    }
    assert set(names) == {"InboxQueue", "InboxDeadLetterQueue"}
    for name in names.values():
        assert len(name) <= 80 and name.endswith(".fifo"), name
        assert re.fullmatch(r"[A-Za-z0-9_-]+\.fifo", name), name
        assert STACK_GUID in name  # unique per stack: two agents' stacks never collide
    assert len(set(names.values())) == 2


def test_the_table_has_no_fixed_name_so_a_retried_first_deploy_never_collides(template):
    # a failed first deploy keeps its (retained, protected) empty table: the retry must not
    # need that name (README: how to remove the leftover)
    assert "TableName" not in template["Resources"]["MemoryTable"]["Properties"]


def test_the_processor_has_time_for_at_least_one_worst_case_turn(deployed):
    # a batch takes a record only while one turn's worst case fits in the time left
    environment = deployed.environment("ProcessorFunction")
    worst = turn_worst_case_seconds(Settings(environment))
    timeout = deployed.template["Resources"]["ProcessorFunction"]["Properties"]["Timeout"]
    assert worst < timeout
    inbox = deployed.template["Resources"]["InboxQueue"]["Properties"]
    assert inbox["VisibilityTimeout"] >= 6 * timeout  # AWS's advice for Lambda pollers


def test_maintenance_never_repeats_a_failed_run(template):
    (maintenance,) = functions_by_event(template, "ScheduleV2")
    (event,) = maintenance["Events"].values()
    assert "ReservedConcurrentExecutions" not in maintenance  # a lease keeps one at a time
    assert maintenance["EventInvokeConfig"]["MaximumRetryAttempts"] == 0
    assert event["Properties"]["RetryPolicy"]["MaximumRetryAttempts"] == 0
    schedule_seconds = 300  # the default rate(5 minutes)
    assert maintenance["EventInvokeConfig"]["MaximumEventAgeInSeconds"] <= schedule_seconds


def test_each_stack_reads_its_secrets_under_a_prefix_of_its_own(template):
    def names(**parameters: str) -> dict[str, str]:
        stack = Stack(translated(), parameters=parameters, stack_name=parameters.pop("stack", "a"))
        return {
            k: v
            for function_id in FUNCTIONS
            for k, v in stack.environment(function_id).items()
            if k.endswith("_PARAMETER")
        }

    prefix = "/agent-memory/agent-memory-support-bot"
    assert names(stack="agent-memory-support-bot") == {
        "WHASP_WEBHOOK_SECRET_PARAMETER": f"{prefix}/whasp-webhook-secret",
        "WHASP_API_KEY_PARAMETER": f"{prefix}/whasp-api-key",
        "OPENAI_API_KEY_PARAMETER": f"{prefix}/openai-api-key",
    }
    assert names(stack="agent-memory-sales")["OPENAI_API_KEY_PARAMETER"].startswith(
        "/agent-memory/agent-memory-sales/"
    )
    shared = names(ParameterPrefix="/team", OpenAIApiKeyParameter="/org/openai-key")
    assert shared["WHASP_API_KEY_PARAMETER"] == "/team/whasp-api-key"
    assert shared["OPENAI_API_KEY_PARAMETER"] == "/org/openai-key"  # a name given wins


def test_the_whasp_api_url_has_no_placeholder_default_and_must_be_https(template):
    parameter = template["Parameters"]["WhaspApiUrl"]
    assert "Default" not in parameter  # accepting the defaults must not deploy a mute stack
    pattern = re.compile(parameter["AllowedPattern"])
    assert pattern.fullmatch("https://api.whasp.io")
    assert not pattern.fullmatch("http://api.whasp.io")
    assert not pattern.fullmatch("https://")
