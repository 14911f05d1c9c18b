"""The stack as CloudFormation would receive it, rehearsed offline.

`translated()` is template.yaml after the SAM transform, done by aws-sam-translator itself
with no AWS call: placeholder S3 code URIs stand in for `sam package`, and an empty
managed-policy map for IAM (the template names no managed policy). `Stack` renders the
intrinsic functions for one choice of parameter values, so IAM policies and function
environments become plain ARNs and strings (tests/aws_calls.py holds the AWS requests the
code really makes against them).
"""

from __future__ import annotations

import copy
import json
import os
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from unittest import mock

import boto3

from agent_memory.devtools.provision import TEMPLATE

REGION = "us-east-1"
ACCOUNT = "123456789012"  # moto's account
STACK_GUID = "8f1c2a3b-4d5e-6f70-8192-a3b4c5d6e7f8"  # the tail of AWS::StackId
_NO_VALUE = object()


class _NoManagedPolicies:
    """Stands in for the IAM lookup SAM makes only when a policy is given by bare name."""

    def load(self) -> dict[str, str]:
        return {}


@cache
def _translated() -> dict[str, Any]:
    from samtranslator.translator.transform import transform
    from samtranslator.yaml_helper import yaml_parse

    template = yaml_parse(TEMPLATE.read_text())
    for resource in template["Resources"].values():
        for uri in ("CodeUri", "ContentUri"):
            if uri in resource.get("Properties", {}):
                resource["Properties"][uri] = "s3://agent-memory-artifacts/code.zip"
    with mock.patch.dict(os.environ, {"AWS_DEFAULT_REGION": REGION}):
        return transform(template, {}, _NoManagedPolicies())


def translated() -> dict[str, Any]:
    """template.yaml as SAM translates it to plain CloudFormation (a fresh copy)."""
    return copy.deepcopy(_translated())


@dataclass
class Stack:
    """One deployment of a CloudFormation template: parameter values and physical names.

    Physical names default to `{stack_name}-{LogicalId}` (`.fifo` for FIFO queues), which is
    what `agent_memory.devtools.provision.create_queues(stack_name)` creates under moto; the queues'
    own `QueueName` (derived from AWS::StackId) is resolved with `value()` where a test needs it.
    """

    template: dict[str, Any]
    parameters: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    stack_name: str = "agent-memory-test"

    # --- intrinsic functions ----------------------------------------------------------------

    def value(self, node: Any) -> Any:
        """`node` with every intrinsic function resolved; AWS::NoValue entries dropped."""
        if isinstance(node, list):
            return [v for v in (self.value(item) for item in node) if v is not _NO_VALUE]
        if not isinstance(node, dict):
            return node
        if len(node) == 1:
            ((key, argument),) = node.items()
            if key == "Ref":
                return self.ref(argument)
            if key == "Fn::GetAtt":
                logical_id, attribute = (
                    argument.split(".", 1) if isinstance(argument, str) else argument
                )
                return self.attribute(logical_id, attribute)
            if key == "Fn::Sub":
                return self._sub(argument)
            if key == "Fn::If":
                name, then, otherwise = argument
                return self.value(then if self.condition(name) else otherwise)
            if key == "Fn::Join":
                separator, parts = argument
                return separator.join(self.value(parts))
            if key == "Fn::Split":
                separator, text = argument
                return str(self.value(text)).split(separator)
            if key == "Fn::Select":
                index, items = argument
                return self.value(items)[int(self.value(index))]
            if key.startswith("Fn::"):
                raise NotImplementedError(f"{key} is not rehearsed; teach tests/stack.py")
        resolved = {k: self.value(v) for k, v in node.items()}
        return {k: v for k, v in resolved.items() if v is not _NO_VALUE}

    def condition(self, name: str) -> bool:
        return self._condition(self.template["Conditions"][name])

    def _condition(self, node: Any) -> bool:
        ((key, argument),) = node.items()
        if key == "Condition":
            return self.condition(argument)
        if key == "Fn::Equals":
            left, right = (self.value(a) for a in argument)
            return str(left) == str(right)
        if key == "Fn::Not":
            return not self._condition(argument[0])
        if key == "Fn::And":
            return all(self._condition(a) for a in argument)
        if key == "Fn::Or":
            return any(self._condition(a) for a in argument)
        raise NotImplementedError(key)

    def parameter(self, name: str) -> str:
        if name in self.parameters:
            return str(self.parameters[name])
        return str(self.template["Parameters"][name].get("Default", ""))

    def ref(self, name: str) -> Any:
        pseudo = {
            "AWS::Partition": "aws",
            "AWS::Region": REGION,
            "AWS::AccountId": ACCOUNT,
            "AWS::StackName": self.stack_name,
            "AWS::StackId": (
                f"arn:aws:cloudformation:{REGION}:{ACCOUNT}:stack/{self.stack_name}/{STACK_GUID}"
            ),
            "AWS::URLSuffix": "amazonaws.com",
            "AWS::NoValue": _NO_VALUE,
        }
        if name in pseudo:
            return pseudo[name]
        if name in self.template.get("Parameters", {}):
            return self.parameter(name)
        kind = self.template["Resources"][name]["Type"]
        if kind == "AWS::SQS::Queue":
            return f"https://sqs.{REGION}.amazonaws.com/{ACCOUNT}/{self.physical_name(name)}"
        if kind in ("AWS::SNS::Topic", "AWS::IAM::Role", "AWS::SecretsManager::Secret"):
            return self.attribute(name, "Arn")
        return self.physical_name(name)

    def physical_name(self, logical_id: str) -> str:
        if logical_id in self.names:
            return self.names[logical_id]
        properties = self.template["Resources"][logical_id].get("Properties", {})
        if "LogGroupName" in properties:
            return self.value(properties["LogGroupName"])
        suffix = ".fifo" if properties.get("FifoQueue") else ""
        return f"{self.stack_name}-{logical_id}{suffix}"

    def attribute(self, logical_id: str, attribute: str) -> str:
        kind = self.template["Resources"][logical_id]["Type"]
        name = self.physical_name(logical_id)
        arns = {
            "AWS::DynamoDB::Table": f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{name}",
            "AWS::SQS::Queue": f"arn:aws:sqs:{REGION}:{ACCOUNT}:{name}",
            "AWS::S3::Bucket": f"arn:aws:s3:::{name}",
            "AWS::Logs::LogGroup": f"arn:aws:logs:{REGION}:{ACCOUNT}:log-group:{name}:*",
            "AWS::Lambda::Function": f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}",
            "AWS::IAM::Role": f"arn:aws:iam::{ACCOUNT}:role/{name}",
            "AWS::SNS::Topic": f"arn:aws:sns:{REGION}:{ACCOUNT}:{name}",
            "AWS::SecretsManager::Secret": (
                name
                if name.startswith("arn:")
                else f"arn:aws:secretsmanager:{REGION}:{ACCOUNT}:secret:{name}"
            ),
        }
        if attribute == "Arn":
            return arns[kind]
        if attribute == "QueueName":
            return name
        raise NotImplementedError(f"{logical_id}.{attribute}")

    def _sub(self, argument: Any) -> str:
        text, variables = (argument, {}) if isinstance(argument, str) else argument

        def replace(match: re.Match[str]) -> str:
            name = match.group(1)
            if name.startswith("!"):
                return "${" + name[1:] + "}"
            if name in variables:
                return str(self.value(variables[name]))
            if "." in name and not name.startswith("AWS::"):
                return self.attribute(*name.split(".", 1))
            return str(self.ref(name))

        return re.sub(r"\$\{([^}]+)\}", replace, text)

    # --- what a deployment holds ------------------------------------------------------------

    def resources(self, kind: str) -> dict[str, dict[str, Any]]:
        """Resources of one type that exist under the chosen conditions, by logical id."""
        return {
            logical_id: resource
            for logical_id, resource in self.template["Resources"].items()
            if resource["Type"] == kind
            and ("Condition" not in resource or self.condition(resource["Condition"]))
        }

    def role_of(self, function_id: str) -> str:
        """The logical id of the role a function runs as."""
        role = self.template["Resources"][function_id]["Properties"]["Role"]
        return role["Fn::GetAtt"][0]

    def statements(self, policy_holder: str) -> list[dict[str, Any]]:
        """Every statement of a role's inline policies, or of a managed policy, resolved;
        Action/Resource as lists."""
        properties = self.value(self.template["Resources"][policy_holder]["Properties"])
        documents = [p["PolicyDocument"] for p in properties.get("Policies", [])]
        if "PolicyDocument" in properties:  # AWS::IAM::ManagedPolicy
            documents.append(properties["PolicyDocument"])
        return [
            {
                **statement,
                "Action": _as_list(statement["Action"]),
                "Resource": _as_list(statement["Resource"]),
            }
            for document in documents
            for statement in document["Statement"]
        ]

    def environment(self, function_id: str) -> dict[str, str]:
        """A function's environment variables as deployed (Globals merged by SAM)."""
        properties = self.template["Resources"][function_id]["Properties"]
        variables = properties.get("Environment", {}).get("Variables", {})
        return {k: str(v) for k, v in self.value(variables).items()}


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def create_described_stack(
    stack_name: str,
    parameters: dict[str, str],
    outputs: dict[str, str],
    maintenance: dict[str, Any] | None = None,
) -> None:
    """Create `stack_name` in (moto's) CloudFormation as the operator's commands read it:
    its parameters and outputs, and with `maintenance` (a Lambda function's properties:
    its `Environment`, a `FunctionName`) the maintenance function whose environment the
    console reads; without it, a placeholder resource."""
    resources: dict[str, Any] = {"Marker": {"Type": "AWS::SQS::Queue"}}
    if maintenance is not None:
        trust = {
            "Effect": "Allow",
            "Principal": {"Service": "lambda.amazonaws.com"},
            "Action": "sts:AssumeRole",
        }
        role = {"Version": "2012-10-17", "Statement": [trust]}
        function = {
            "Runtime": "python3.13",
            "Handler": "app.handler",
            "Role": {"Fn::GetAtt": ["Role", "Arn"]},
            "Code": {"ZipFile": "def handler(event, context): pass"},
            **maintenance,
        }
        resources = {
            "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": role}},
            "MaintenanceFunction": {"Type": "AWS::Lambda::Function", "Properties": function},
        }
    described = {
        "Parameters": {name: {"Type": "String", "Default": ""} for name in parameters},
        "Resources": resources,
        "Outputs": {name: {"Value": value} for name, value in outputs.items()},
    }
    boto3.client("cloudformation").create_stack(
        StackName=stack_name,
        TemplateBody=json.dumps(described),
        Parameters=[{"ParameterKey": k, "ParameterValue": v} for k, v in parameters.items()],
        Capabilities=["CAPABILITY_IAM"],
    )
