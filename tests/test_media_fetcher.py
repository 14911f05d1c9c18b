"""The whasp media fetcher against a media server on 127.0.0.1, and the media settings."""

from __future__ import annotations

import socket

import pytest

from agent_memory.config import Settings
from agent_memory.errors import ConfigurationError
from agent_memory.media import MediaExpired, MediaRejected, MediaUnavailable
from agent_memory.media.whasp_http import WhaspMediaFetcher
from agent_memory.pipeline.whasp import Media
from agent_memory.wiring import inbound_from_settings, memory_from_settings, model_from_settings
from tests.servers import FakeMedia

AUDIO = frozenset({"audio/ogg", "audio/mpeg"})


@pytest.fixture
def fetcher() -> WhaspMediaFetcher:
    return WhaspMediaFetcher("whasp-key", max_bytes=1024)


def test_served_type_parameters_are_ignored(media_server: FakeMedia, fetcher):
    url = media_server.put("a.ogg", b"voice", "Audio/Ogg; codecs=opus")
    download = fetcher.fetch(Media(url, "audio/ogg"), AUDIO)
    assert (download.data, download.mime_type) == (b"voice", "audio/ogg")
    assert "voice" not in repr(download)  # bytes stay out of any log line


def test_an_untyped_body_takes_the_type_the_delivery_claims(media_server: FakeMedia, fetcher):
    url = media_server.put("a", b"voice", "application/octet-stream")
    assert fetcher.fetch(Media(url, "audio/mpeg"), AUDIO).mime_type == "audio/mpeg"
    with pytest.raises(MediaRejected, match="expected one of"):
        fetcher.fetch(Media(url, None), AUDIO)


@pytest.mark.parametrize(
    ("status", "error", "says"),
    [
        (404, MediaExpired, "404"),
        (410, MediaExpired, "410"),
        (429, MediaUnavailable, "429"),
        (503, MediaUnavailable, "503"),
        (403, MediaRejected, "WHASP_API_KEY"),
        (400, MediaRejected, "not retried"),
    ],
)
def test_statuses_are_transient_or_permanent(media_server: FakeMedia, fetcher, status, error, says):
    url = media_server.put("a.ogg", b"voice", "audio/ogg")
    media_server.failures.append(status)
    with pytest.raises(error, match=says) as raised:
        fetcher.fetch(Media(url, "audio/ogg"), AUDIO)
    assert media_server.url not in str(raised.value)


def test_a_server_that_is_down_is_transient_and_the_error_hides_the_url(fetcher):
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    url = f"http://127.0.0.1:{port}/media/secret-token"
    with pytest.raises(MediaUnavailable) as raised:
        fetcher.fetch(Media(url, "audio/ogg"), AUDIO)
    assert "secret-token" not in str(raised.value) and raised.value.__cause__ is None


def test_a_redirect_elsewhere_does_not_carry_the_whasp_key(media_server: FakeMedia, fetcher):
    cdn = FakeMedia().start()
    try:
        media_server.redirects["/media/a.ogg"] = cdn.put("signed.ogg", b"voice", "audio/ogg")
        assert fetcher.fetch(Media(media_server.url + "/media/a.ogg", None), AUDIO).data == b"voice"
        assert media_server.requests[0].headers["authorization"] == "Bearer whasp-key"
        assert "authorization" not in cdn.requests[0].headers
    finally:
        cdn.stop()


def test_a_url_that_is_not_http_is_refused(fetcher):
    with pytest.raises(MediaRejected):
        fetcher.fetch(Media("file:///etc/passwd", "audio/ogg"), AUDIO)


def test_media_settings_are_wired_and_checked(tmp_path):
    environ = {
        "SQLITE_PATH": str(tmp_path / "m.db"),
        "WHASP_API_KEY": "k",
        "OPENAI_API_KEY": "sk-test",
        "OPENAI_TRANSCRIPTION_MODEL": "whisper-1",
        "MEDIA_MAX_BYTES": "2048",
        "MEDIA_MAX_ATTEMPTS": "2",
    }
    settings = Settings(environ)
    inbound = inbound_from_settings(settings, memory_from_settings(settings))
    assert (inbound.fetcher.max_bytes, inbound.max_attempts) == (2048, 2)
    assert model_from_settings(settings).transcription_model == "whisper-1"
    defaults = Settings({"OPENAI_API_KEY": "sk-test"})
    assert model_from_settings(defaults).transcription_model == "gpt-4o-mini-transcribe"
    assert defaults.media_max_bytes == 16 * 1024 * 1024
    with pytest.raises(ConfigurationError, match="MEDIA_MAX_BYTES"):
        _ = Settings({"MEDIA_MAX_BYTES": str(100 * 1024 * 1024)}).media_max_bytes
    with pytest.raises(ConfigurationError, match="MEDIA_MAX_ATTEMPTS"):
        _ = Settings({"MEDIA_MAX_ATTEMPTS": "0"}).media_max_attempts
