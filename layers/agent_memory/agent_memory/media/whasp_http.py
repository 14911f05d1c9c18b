"""The media port's whasp HTTP adapter: streamed downloads within a size and type limit."""

from __future__ import annotations

import httpx2 as httpx

from agent_memory.config import DEFAULT_MEDIA_MAX_BYTES
from agent_memory.media.port import Download, MediaExpired, MediaRejected, MediaUnavailable
from agent_memory.pipeline import whasp

RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})
_UNTYPED = frozenset({"", "application/octet-stream", "binary/octet-stream"})


class WhaspMediaFetcher:
    """GETs media URLs with the whasp API key as bearer token, streaming so that an
    oversize body is cut off as soon as it passes `max_bytes`.

    Redirects are followed; the client drops the Authorization header when one
    leaves the origin (e.g. to a CDN's presigned URL).
    """

    def __init__(
        self,
        api_key: str,
        *,
        max_bytes: int = DEFAULT_MEDIA_MAX_BYTES,
        timeout_seconds: float = 10.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.max_bytes = max_bytes
        self._client = httpx.Client(
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=timeout_seconds,
            follow_redirects=True,
            transport=transport,
        )

    def fetch(self, media: whasp.Media, accepted: frozenset[str]) -> Download:
        if not media.url.startswith(("https://", "http://")):
            raise MediaRejected("media URL is not http(s); not retried")
        try:
            with self._client.stream("GET", media.url) as response:
                _check_status(response.status_code)
                mime_type = _content_type(response.headers.get("Content-Type"), media.mime_type)
                if mime_type not in accepted:
                    raise MediaRejected(
                        f"media is {mime_type or 'untyped'}, expected one of "
                        f"{', '.join(sorted(accepted))}; not retried"
                    )
                data = self._read(response)
        except (httpx.UnsupportedProtocol, httpx.InvalidURL, UnicodeError):
            # UnicodeError: a host no IDNA codec encodes (an empty or 64+ character label)
            raise MediaRejected("media URL cannot be fetched; not retried") from None
        except httpx.HTTPError as error:
            # `from None`: httpx errors name the URL, which must not reach the logs
            raise MediaUnavailable(f"media download failed ({type(error).__name__})") from None
        return Download(data, mime_type)

    def _read(self, response: httpx.Response) -> bytes:
        declared = response.headers.get("Content-Length", "")
        # ASCII digits only: "²".isdigit() is True, and int() of 5,000 digits raises
        digits = declared.isascii() and declared.isdigit()
        if digits and (len(declared) > 18 or int(declared) > self.max_bytes):
            raise self._oversize(f"{declared[:20]} bytes declared")
        data = bytearray()
        for chunk in response.iter_bytes():
            data += chunk
            if len(data) > self.max_bytes:
                raise self._oversize(f"over {len(data)} bytes")
        return bytes(data)

    def _oversize(self, size: str) -> MediaRejected:
        return MediaRejected(
            f"media is too large ({size}, limit {self.max_bytes}); raise MEDIA_MAX_BYTES to "
            "accept larger files"
        )

    def close(self) -> None:
        """Release the HTTP connection pool."""
        self._client.close()


def _check_status(status: int) -> None:
    if 200 <= status < 300:
        return
    if status in whasp.MEDIA_EXPIRED_STATUS:
        raise MediaExpired(f"media URL answered {status} (expired?)")
    if status in RETRYABLE_STATUS or status >= 500:
        raise MediaUnavailable(f"media download answered {status}")
    raise MediaRejected(
        f"media download answered {status}; check WHASP_API_KEY (not retried)"
        if status in (401, 403)
        else f"media download answered {status}; not retried"
    )


def _content_type(header: str | None, claimed: str | None) -> str:
    """The served type; the delivery's claim only when the server sends none of use."""
    served = (header or "").split(";")[0].strip().lower()
    if served in _UNTYPED:
        return (claimed or "").split(";")[0].strip().lower()
    return served
