import pytest

SAMPLE = """\
192.0.2.10 - - [04/Dec/2026:08:00:01 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
192.0.2.10 - - [04/Dec/2026:08:00:02 +0000] "GET /static/app.css HTTP/1.1" 200 2048 "https://example.org/index.html" "Mozilla/5.0"
crawl-66-249-66-1.googlebot.com - - [04/Dec/2026:08:01:10 +0000] "GET /robots.txt HTTP/1.1" 200 68 "-" "Googlebot/2.1"
crawl-66-249-66-1.googlebot.com - - [04/Dec/2026:08:01:11 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "Googlebot/2.1"
198.51.100.7 - alice [04/Dec/2026:08:02:00 +0100] "POST /api/orders?dry=1 HTTP/1.1" 201 312
198.51.100.7 - alice [04/Dec/2026:08:02:05 +0100] "GET /api/orders/17 HTTP/1.1" 404 -
mail.example-partner.net - - [04/Dec/2026:08:03:00 +0000] "GET /index.html HTTP/1.0" 304 -
203.0.113.99 - - [04/Dec/2026:08:04:00 +0000] "GET /api/report HTTP/1.1" 500 97 "-" "curl/8.5.0"
this line is not a log line

203.0.113.99 - - [04/Dec/2026:08:04:30 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "curl/8.5.0"
"""


@pytest.fixture
def sample_lines():
    return SAMPLE.splitlines(keepends=True)
