"""Standard Webhooks v1 verification: genuine deliveries pass, everything else says why not."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from standardwebhooks import Webhook

from agent_memory.errors import ConfigurationError
from agent_memory.pipeline.signature import SignatureError, secret_keys, verify
from tests.deliveries import NEXT_SECRET, SECRET, signed_headers

BODY = b'{"id": "evt_1", "type": "message.received"}'
NOW = 1_795_953_600


def check(headers: dict[str, str], body: bytes = BODY, secrets: str = SECRET) -> None:
    verify(headers, body, secret_keys(secrets), now=lambda: NOW)


def reason_of(headers: dict[str, str], body: bytes = BODY, secrets: str = SECRET) -> str:
    with pytest.raises(SignatureError) as caught:
        check(headers, body, secrets)
    return caught.value.reason


def test_a_signature_made_by_the_standardwebhooks_package_verifies():
    signature = Webhook(SECRET).sign("msg_1", datetime.fromtimestamp(NOW, UTC), BODY.decode())
    headers = {"webhook-id": "msg_1", "webhook-timestamp": str(NOW), "webhook-signature": signature}
    check(headers)


def test_our_signature_verifies_with_the_standardwebhooks_package():
    # the package checks the timestamp against the real clock, so sign with the real clock
    headers = signed_headers(BODY)
    assert Webhook(SECRET).verify(BODY, headers) == {"id": "evt_1", "type": "message.received"}


@pytest.mark.parametrize("separator", [" ", ",", ", ", "\n"])
def test_during_a_rotation_either_secret_verifies(separator):
    both = f"{SECRET}{separator}{NEXT_SECRET}"
    check(signed_headers(BODY, SECRET, NOW), secrets=both)
    check(signed_headers(BODY, NEXT_SECRET, NOW), secrets=both)


def test_any_of_several_signatures_in_the_header_may_match():
    genuine = signed_headers(BODY, NEXT_SECRET, NOW)
    stale = signed_headers(BODY, SECRET, NOW)["webhook-signature"]
    headers = {**genuine, "webhook-signature": f"v2,abc {stale} {genuine['webhook-signature']}"}
    check(headers, secrets=NEXT_SECRET)


def test_header_names_are_case_insensitive():
    check({name.title(): value for name, value in signed_headers(BODY, timestamp=NOW).items()})


@pytest.mark.parametrize("header", ["webhook-id", "webhook-timestamp", "webhook-signature"])
def test_a_missing_header_is_named(header):
    headers = signed_headers(BODY, timestamp=NOW)
    del headers[header]
    with pytest.raises(SignatureError, match=header) as caught:
        check(headers)
    assert caught.value.reason == "signature_missing"


@pytest.mark.parametrize(
    "change",
    [
        {"webhook-timestamp": "yesterday"},
        {"webhook-timestamp": "-5"},
        {"webhook-signature": "v1"},
        {"webhook-signature": "v1,not base64!"},
        {"webhook-signature": "v2,c2lnbmF0dXJl"},
    ],
)
def test_malformed_headers_are_refused(change):
    assert reason_of({**signed_headers(BODY, timestamp=NOW), **change}) == "signature_malformed"


def test_a_signature_under_another_secret_does_not_match():
    assert reason_of(signed_headers(BODY, NEXT_SECRET, NOW)) == "signature_mismatch"


def test_a_body_changed_after_signing_does_not_match():
    headers = signed_headers(BODY, timestamp=NOW)
    assert reason_of(headers, body=BODY.replace(b"evt_1", b"evt_2")) == "signature_mismatch"


@pytest.mark.parametrize("skew", [-301, 301, -3600, 86_400])
def test_a_timestamp_more_than_five_minutes_off_is_refused(skew):
    assert reason_of(signed_headers(BODY, timestamp=NOW + skew)) == "timestamp_out_of_tolerance"


@pytest.mark.parametrize("skew", [-300, -1, 0, 299, 300])
def test_a_timestamp_within_five_minutes_is_accepted(skew):
    check(signed_headers(BODY, timestamp=NOW + skew))


def test_a_secret_without_padding_or_prefix_is_read_like_the_standard_package_reads_it():
    unpadded = SECRET.rstrip("=")
    assert secret_keys(unpadded) == secret_keys(SECRET) == secret_keys(SECRET[len("whsec_") :])


@pytest.mark.parametrize("setting", ["whsec_not*base64", "  ", ","])
def test_a_bad_secret_setting_says_how_to_fix_it(setting):
    with pytest.raises(ConfigurationError, match="whsec_"):
        secret_keys(setting)


@pytest.mark.parametrize("joiner", [",", ", ", " ", "\t"])
def test_signatures_from_repeated_header_lines_joined_by_a_proxy_are_each_tried(joiner):
    genuine = signed_headers(BODY, NEXT_SECRET, NOW)
    stale = signed_headers(BODY, SECRET, NOW)["webhook-signature"]
    joined = joiner.join([stale, "v1", "v2,abc", genuine["webhook-signature"]])
    check({**genuine, "webhook-signature": joined}, secrets=NEXT_SECRET)


@pytest.mark.parametrize("timestamp", ["9" * 13, "9" * 400, "9" * 5_000, "1e9", "NaN", "١٢٣"])
def test_a_timestamp_that_is_not_unix_seconds_is_malformed_whatever_its_length(timestamp):
    headers = {**signed_headers(BODY, timestamp=NOW), "webhook-timestamp": timestamp}
    assert reason_of(headers) == "signature_malformed"
