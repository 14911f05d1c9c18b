"""The AWS requests the code really makes, recorded at botocore, and the IAM permissions each
needs, held against the policy of the principal that made it.

`AwsCalls.recording()` wraps botocore's one request path (`BaseClient._make_api_call`), so
every client is seen, however and whenever it was made. `acting_as(principal)` attributes
the requests made in its block (in its thread) to one principal: a function's logical id,
or `OPERATOR` for the operator's commands. Requests made outside any such block (a test
setting up its world) are not recorded.

Each request becomes permissions through an explicit table, `_PERMISSIONS`: an operation the
table does not know raises `UnmappedOperation`, so new code that calls AWS fails the test
until someone writes down what IAM it needs (fail closed).
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any
from unittest import mock
from urllib.parse import urlparse

from botocore.client import BaseClient

from tests.stack import ACCOUNT, REGION, STACK_GUID

OPERATOR = "OperatorPolicy"  # the operator's commands run with the stack's operator policy
CONSOLE = "ConsolePolicy"  # `agent-memory console --stack` runs with the stack's console policy
_principal: ContextVar[str | None] = ContextVar("aws_principal", default=None)


@dataclass(frozen=True)
class Permission:
    """An IAM action on one resource, with the condition keys the request sets."""

    action: str
    resource: str
    context: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Call:
    """One AWS request, and who made it."""

    principal: str
    service: str
    operation: str
    params: dict[str, Any]


class UnmappedOperation(AssertionError):
    """A request tests/aws_calls.py cannot turn into IAM permissions."""


@dataclass
class AwsCalls:
    """Every AWS request made through botocore while recording, by principal."""

    calls: list[Call] = field(default_factory=list)

    @contextmanager
    def recording(self, principal: str | None = None) -> Iterator[AwsCalls]:
        """Record while in the block (as `principal`, when given)."""
        original = BaseClient._make_api_call
        calls = self.calls

        def record(client: BaseClient, operation: str, params: dict[str, Any]) -> Any:
            who = _principal.get()
            if who is not None:
                calls.append(Call(who, client.meta.service_model.service_name, operation, params))
            return original(client, operation, params)

        with mock.patch.object(BaseClient, "_make_api_call", record):
            if principal is None:
                yield self
            else:
                with self.acting_as(principal):
                    yield self

    @contextmanager
    def acting_as(self, principal: str) -> Iterator[None]:
        """Attribute the requests made in this block, in this thread, to `principal`."""
        token = _principal.set(principal)
        try:
            yield
        finally:
            _principal.reset(token)

    def principals(self) -> set[str]:
        return {call.principal for call in self.calls}

    def operations(self, principal: str) -> set[str]:
        """`service:Operation` of every request `principal` made."""
        return {f"{c.service}:{c.operation}" for c in self.calls if c.principal == principal}

    def permissions(self, principal: str | None = None) -> set[Permission]:
        """The IAM permissions the recorded requests (of `principal`, or all) need."""
        return {
            p
            for call in self.calls
            if principal is None or call.principal == principal
            for p in permissions_for(call.service, call.operation, call.params)
        }


# --- what IAM each request needs --------------------------------------------------------------


def allows(statements: list[dict[str, Any]], permission: Permission) -> bool:
    """True when an Allow statement grants `permission` (no Deny is used in our policies)."""
    return any(
        statement["Effect"] == "Allow"
        and any(_matches(a.lower(), permission.action.lower()) for a in statement["Action"])
        and any(_matches(r, permission.resource) for r in statement["Resource"])
        and _conditions_hold(statement.get("Condition", {}), dict(permission.context))
        for statement in statements
    )


def denied(statements: list[dict[str, Any]], permissions: set[Permission]) -> list[Permission]:
    """The permissions no statement grants, in a stable order."""
    return sorted(
        (p for p in permissions if not allows(statements, p)), key=lambda p: (p.action, p.resource)
    )


def unused(
    statements: list[dict[str, Any]],
    permissions: set[Permission],
    runtime: tuple[str, ...] = ("logs:", "xray:"),
) -> list[tuple[str, str]]:
    """(action, resource) grants no recorded permission needed; `runtime` actions are the
    Lambda runtime's (logs, traces), made outside botocore and never recorded."""
    return sorted(
        (action, resource)
        for statement in statements
        for action in statement["Action"]
        if not action.startswith(runtime)
        for resource in statement["Resource"]
        if not any(
            _matches(action.lower(), p.action.lower()) and _matches(resource, p.resource)
            for p in permissions
        )
    )


def _matches(pattern: str, value: str) -> bool:
    return fnmatch.fnmatchcase(value, pattern)  # IAM's * and ? (our ARNs hold no brackets)


def _conditions_hold(conditions: dict[str, dict[str, Any]], context: dict[str, str]) -> bool:
    for operator, tests in conditions.items():
        for key, expected in tests.items():
            if key not in context:
                return False
            candidates = expected if isinstance(expected, list) else [expected]
            if operator == "StringLike":
                ok = any(_matches(c, context[key]) for c in candidates)
            elif operator == "StringEquals":
                ok = context[key] in candidates
            else:
                raise NotImplementedError(operator)
            if not ok:
                return False
    return True


def permissions_for(service: str, operation: str, params: dict[str, Any]) -> list[Permission]:
    """The IAM permissions one request needs; UnmappedOperation for one not in the table."""
    try:
        to_permissions = _PERMISSIONS[service, operation]
    except KeyError:
        raise UnmappedOperation(
            f"{service}:{operation} is not mapped to IAM: add it to _PERMISSIONS in "
            "tests/aws_calls.py with the actions and resources AWS documents for it, and grant "
            "them in template.yaml"
        ) from None
    return to_permissions(params)


def _table_arn(table: str) -> str:
    return f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{table}"


def _queue_arn(queue_url: str) -> str:
    account, name = urlparse(queue_url).path.strip("/").split("/")
    return f"arn:aws:sqs:{REGION}:{account}:{name}"


def _on_table(action: str) -> Callable[[dict[str, Any]], list[Permission]]:
    def permissions(params: dict[str, Any]) -> list[Permission]:
        resource = _table_arn(params["TableName"])
        if "IndexName" in params:
            resource += f"/index/{params['IndexName']}"
        return [Permission(action, resource)]

    return permissions


def _on_each_table(action: str) -> Callable[[dict[str, Any]], list[Permission]]:
    """Batch requests: the batch's own action on every table it names."""
    return lambda params: [Permission(action, _table_arn(t)) for t in params["RequestItems"]]


_TRANSACTION_ACTIONS = {
    "ConditionCheck": "dynamodb:ConditionCheckItem",
    "Put": "dynamodb:PutItem",
    "Update": "dynamodb:UpdateItem",
    "Delete": "dynamodb:DeleteItem",
    "Get": "dynamodb:GetItem",
}


def _transaction(params: dict[str, Any]) -> list[Permission]:
    """IAM authorises each item of a transaction by its own action."""
    return [
        Permission(_TRANSACTION_ACTIONS[kind], _table_arn(body["TableName"]))
        for item in params["TransactItems"]
        for kind, body in item.items()
    ]


def _on_queue(action: str) -> Callable[[dict[str, Any]], list[Permission]]:
    return lambda params: [Permission(action, _queue_arn(params["QueueUrl"]))]


def _parameter_arn(name: str) -> str:
    return f"arn:aws:ssm:{REGION}:{ACCOUNT}:parameter{name}"


def _object_arn(bucket: str, key: str) -> str:
    return f"arn:aws:s3:::{bucket}/{key}"


def _named(
    action: str, parameter: str, arn_of: Callable[[str], str]
) -> Callable[[dict[str, Any]], list[Permission]]:
    """`action` on what a call names in `parameter`: an ARN, or a name `arn_of` makes one."""

    def permissions(params: dict[str, Any]) -> list[Permission]:
        name = params[parameter]
        return [Permission(action, name if name.startswith("arn:") else arn_of(name))]

    return permissions


def _on_stack(action: str) -> Callable[[dict[str, Any]], list[Permission]]:
    return _named(
        action,
        "StackName",
        lambda name: f"arn:aws:cloudformation:{REGION}:{ACCOUNT}:stack/{name}/{STACK_GUID}",
    )


def _on_function(action: str) -> Callable[[dict[str, Any]], list[Permission]]:
    return _named(
        action, "FunctionName", lambda name: f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}"
    )


_PERMISSIONS: dict[tuple[str, str], Callable[[dict[str, Any]], list[Permission]]] = {
    ("dynamodb", "Query"): _on_table("dynamodb:Query"),
    ("dynamodb", "GetItem"): _on_table("dynamodb:GetItem"),
    ("dynamodb", "PutItem"): _on_table("dynamodb:PutItem"),
    ("dynamodb", "UpdateItem"): _on_table("dynamodb:UpdateItem"),
    ("dynamodb", "DeleteItem"): _on_table("dynamodb:DeleteItem"),
    ("dynamodb", "BatchGetItem"): _on_each_table("dynamodb:BatchGetItem"),
    ("dynamodb", "BatchWriteItem"): _on_each_table("dynamodb:BatchWriteItem"),
    ("dynamodb", "TransactWriteItems"): _transaction,
    ("sqs", "SendMessage"): _on_queue("sqs:SendMessage"),
    ("sqs", "ReceiveMessage"): _on_queue("sqs:ReceiveMessage"),
    ("sqs", "DeleteMessage"): _on_queue("sqs:DeleteMessage"),
    ("sqs", "ChangeMessageVisibility"): _on_queue("sqs:ChangeMessageVisibility"),
    ("sqs", "GetQueueAttributes"): _on_queue("sqs:GetQueueAttributes"),
    ("sqs", "ListDeadLetterSourceQueues"): _on_queue("sqs:ListDeadLetterSourceQueues"),
    ("ssm", "GetParameter"): lambda params: [
        Permission("ssm:GetParameter", _parameter_arn(params["Name"]))
    ],
    ("secretsmanager", "GetSecretValue"): lambda params: [
        Permission("secretsmanager:GetSecretValue", params["SecretId"])
    ],
    ("s3", "PutObject"): lambda params: [
        Permission("s3:PutObject", _object_arn(params["Bucket"], params["Key"]))
    ],
    ("s3", "GetObject"): lambda params: [
        Permission("s3:GetObject", _object_arn(params["Bucket"], params["Key"]))
    ],
    ("s3", "ListObjectsV2"): lambda params: [
        Permission(
            "s3:ListBucket",
            f"arn:aws:s3:::{params['Bucket']}",
            (("s3:prefix", params.get("Prefix", "")),),
        )
    ],
    ("s3", "DeleteObjects"): lambda params: [  # IAM checks s3:DeleteObject for each key
        Permission("s3:DeleteObject", _object_arn(params["Bucket"], o["Key"]))
        for o in params["Delete"]["Objects"]
    ],
    ("cloudformation", "DescribeStacks"): _on_stack("cloudformation:DescribeStacks"),
    ("cloudformation", "DescribeStackResource"): _on_stack("cloudformation:DescribeStackResource"),
    ("lambda", "GetFunctionConfiguration"): _on_function("lambda:GetFunctionConfiguration"),
}
