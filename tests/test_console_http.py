"""The console over HTTP (no browser): login, refusals, headers, logs, and the settings it
takes from a deployed stack."""

from __future__ import annotations

import http.client
import json
import logging
from urllib.parse import urlsplit

import boto3
import pytest

from agent_memory.config import Settings
from agent_memory.console.command import stack_settings
from agent_memory.console.security import COOKIE
from agent_memory.console.service import console_service
from agent_memory.core.curation import Curation
from agent_memory.core.phone import hash_phone
from agent_memory.errors import ConfigurationError
from tests.conftest import TABLE
from tests.console_seed import ANA, KEY, fact_id, seed_person
from tests.console_server import running_console
from tests.stack import Stack, translated

STACK = "agent-memory-test"


def request(console, method: str, target: str, headers: dict[str, str] | None = None, body=b""):
    connection = http.client.HTTPConnection("127.0.0.1", console.port, timeout=10)
    connection.request(method, target, body=body, headers=headers or {})
    answer = connection.getresponse()
    return answer.status, dict(answer.getheaders()), answer.read().decode()


def logged_in(console) -> dict[str, str]:
    return {"Cookie": f"{COOKIE}={console.access.session}"}


def test_the_token_becomes_a_strict_cookie_and_leaves_the_address(memory):
    with running_console(memory, "bot") as console:
        url = urlsplit(console.login_url)
        status, headers, _ = request(console, "GET", f"{url.path}?{url.query}&after=")
        assert status == 303 and "token" not in headers["location"]
        cookie = headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie
        assert request(console, "GET", "/", logged_in(console))[0] == 200
        assert request(console, "GET", "/")[0] == 401
        forged = {"Cookie": f"{COOKIE}=0000"}
        assert request(console, "GET", "/", forged)[0] == 401


def test_another_host_name_is_refused(memory):
    with running_console(memory, "bot") as console:
        rebound = {**logged_in(console), "Host": f"attacker.example:{console.port}"}
        assert request(console, "GET", "/", rebound)[0] == 400
        local = {**logged_in(console), "Host": f"localhost:{console.port}"}
        assert request(console, "GET", "/", local)[0] == 200


def test_every_page_forbids_framing_caching_and_scripts(memory):
    with running_console(memory, "bot") as console:
        status, headers, _ = request(console, "GET", f"/person/{ANA}", logged_in(console))
        assert status == 200
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert "script-src" not in headers["content-security-policy"]  # default-src 'none'
        assert headers["x-frame-options"] == "DENY" and headers["cache-control"] == "no-store"
        assert headers["referrer-policy"] == "same-origin"


def test_writes_need_the_consoles_origin_and_the_forms_token(memory, model, clock, store):
    seed_person(memory, model, clock)
    dog = fact_id(memory, "Their dog is called Pipoca.")
    with running_console(memory, "bot") as console:
        target = f"/person/{ANA}/facts/{dog}/invalidate"
        form = {"Content-Type": "application/x-www-form-urlencoded", **logged_in(console)}
        token = f"csrf={console.access.csrf}".encode()
        assert request(console, "POST", target, form, token)[0] == 403  # no Origin at all
        elsewhere = {**form, "Origin": "http://127.0.0.1:1"}
        assert request(console, "POST", target, elsewhere, token)[0] == 403
        own = {**form, "Origin": console.base}
        assert request(console, "POST", target, own, b"csrf=wrong")[0] == 403
        site = {**own, "Sec-Fetch-Site": "cross-site"}
        assert request(console, "POST", target, site, token)[0] == 403
        assert dog in [f.id for f in store.load(KEY).facts if f.is_live(clock())]
        assert request(console, "POST", target, own, token)[0] == 303
        assert dog not in [f.id for f in store.load(KEY).facts if f.is_live(clock())]


def test_bad_input_gets_a_reason_and_the_logs_never_name_a_phone(memory, model, clock, caplog):
    seed_person(memory, model, clock)
    caplog.set_level(logging.INFO, logger="agent_memory.console")
    with running_console(memory, "bot") as console:
        me = logged_in(console)
        status, _, body = request(console, "GET", "/find?phone=12", me)
        assert status == 400 and "E.164" in body
        assert request(console, "GET", "/?after=nonsense", me)[0] == 400
        assert request(console, "GET", f"/person/{ANA}?page=99999999999", me)[0] == 200
        status, headers, _ = request(console, "GET", "/person/0055%2011%2098765-4321", me)
        assert status == 303 and headers["location"].endswith(f"/person/{ANA}")
        status, headers, body = request(console, "GET", f"/person/{ANA}/export", me)
        assert status == 200 and "attachment" in headers["content-disposition"]
        assert ANA not in headers["content-disposition"] and json.loads(body)["phone"] == ANA
    lines = [r.getMessage() for r in caplog.records if r.name == "agent_memory.console"]
    assert any("/person/{phone}" in line for line in lines)
    assert not any(ANA in line or "98765" in line for line in lines)


def test_over_a_stack_the_console_takes_its_table_hash_key_and_model(table, monkeypatch):
    # GIVEN a deployed stack: its maintenance function's environment, as template.yaml sets it
    key = boto3.client("secretsmanager").create_secret(
        Name=f"{STACK}-phone-hash-key", SecretString="the-stacks-own-key"
    )["ARN"]
    deployed = Stack(
        translated(),
        parameters={"AgentId": "bot", "EmbeddingModel": "none"},
        names={"MemoryTable": TABLE, "PhoneHashKeySecret": key},
    )
    environment = deployed.environment("MaintenanceFunction")
    role = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "lambda.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    described = {
        "Parameters": {"AgentId": {"Type": "String"}},
        "Resources": {
            "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": role}},
            "MaintenanceFunction": {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "Runtime": "python3.13",
                    "Handler": "app.handler",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "Code": {"ZipFile": "def handler(event, context): pass"},
                    "Environment": {"Variables": environment},
                },
            },
        },
        "Outputs": {"WebhookUrl": {"Value": "https://x/webhook"}, "TableName": {"Value": TABLE}},
    }
    boto3.client("cloudformation").create_stack(
        StackName=STACK,
        TemplateBody=json.dumps(described),
        Parameters=[{"ParameterKey": "AgentId", "ParameterValue": "bot"}],
        Capabilities=["CAPABILITY_IAM"],
    )
    for name in ("PHONE_HASH_KEY", "TABLE_NAME", "STORE", "AGENT_ID"):
        monkeypatch.delenv(name, raising=False)
    # WHEN the console resolves --stack
    settings = stack_settings(STACK, "us-east-1")
    # THEN it works on the stack's table, as its agent, hashing phones with the stack's key
    assert settings.get("TABLE_NAME") == TABLE and settings.get("AGENT_ID") == "bot"
    assert settings.phone_hash_key() == b"the-stacks-own-key"
    assert settings.has_secret("OPENAI_API_KEY")  # the stack's model, read from SSM
    service = console_service(settings)
    key = service.curation.memory.key("bot", ANA)
    assert key.phone_hash == hash_phone(ANA, b"the-stacks-own-key")
    # the model's key is read at the first "compact now": here SSM has none, and it says so
    for i in range(2):
        service.curation.memory.remember("bot", ANA, "+5511900000000", "user", f"message {i}")
    with pytest.raises(ConfigurationError, match="ssm:GetParameter"):
        service.curation.compact_now("bot", ANA)


def test_over_a_table_with_no_model_compact_now_is_refused(table, monkeypatch):
    monkeypatch.setenv("PHONE_HASH_KEY", "operator-key")
    settings = Settings().with_values(STORE="dynamodb", TABLE_NAME=TABLE, AGENT_ID="bot")
    service = console_service(settings)
    memory = service.curation.memory
    for i in range(2):
        memory.remember("bot", ANA, "+5511900000000", "user", f"message {i}")
    with pytest.raises(ConfigurationError, match="needs the stack's model"):
        service.curation.compact_now("bot", ANA)
    assert memory.store.load(memory.key("bot", ANA)).summary is None


def test_what_a_person_said_is_shown_as_text_never_as_markup(memory, model, clock):
    seed_person(memory, model, clock)
    Curation(memory).add("bot", ANA, "profile", 'They wrote <img src=x onerror="alert(1)">.', "x")
    with running_console(memory, "bot") as console:
        status, _, body = request(console, "GET", f"/person/{ANA}", logged_in(console))
    assert status == 200 and "<img src=x" not in body and "&lt;img src=x" in body


def test_an_oversized_or_unsized_write_is_refused(memory):
    with running_console(memory, "bot") as console:
        own = {**logged_in(console), "Origin": console.base}
        target = f"/person/{ANA}/compact"
        assert request(console, "POST", target, own, b"x" * 70_000)[0] == 413


def test_a_failing_store_is_answered_without_a_trace_of_what_it_held(memory, caplog, monkeypatch):
    def broken(key):
        raise KeyError(f"{key.phone} was in this message")

    monkeypatch.setattr(memory.store, "load", broken)
    caplog.set_level(logging.DEBUG)
    with running_console(memory, "bot") as console:
        status, _, body = request(console, "GET", f"/person/{ANA}", logged_in(console))
    assert status == 500 and "KeyError" in body and ANA not in body
    assert not any(ANA in r.getMessage() or r.exc_info for r in caplog.records)
