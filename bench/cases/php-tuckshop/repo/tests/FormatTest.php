<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Format;

final class FormatTest extends TestCase
{
    public function testPence(): void
    {
        $this->assertSame('£0.00', Format::pence(0));
        $this->assertSame('£0.05', Format::pence(5));
        $this->assertSame('£2.50', Format::pence(250));
        $this->assertSame('£12.01', Format::pence(1201));
        $this->assertSame('-£0.80', Format::pence(-80));
    }

    public function testParsePounds(): void
    {
        $this->assertSame(250, Format::parsePounds('2.50'));
        $this->assertSame(250, Format::parsePounds('£2.50'));
        $this->assertSame(50, Format::parsePounds('0.5'));
        $this->assertSame(300, Format::parsePounds(' 3 '));
    }

    public function testParseRejectsNonsense(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Format::parsePounds('two pounds');
    }
}
