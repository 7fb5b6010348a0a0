<?php

declare(strict_types=1);

use Acme\InvoiceNumbers\Numberer;
use Acme\InvoiceNumbers\Sequence;
use PHPUnit\Framework\TestCase;

final class NumbererTest extends TestCase
{
    public function testNumbersAreConsecutivePerSeriesAndYear(): void
    {
        $numberer = new Numberer(new Sequence());
        $numberer->issue('re', new DateTimeImmutable('2026-03-01'));
        $second = $numberer->issue('RE', new DateTimeImmutable('2026-05-01'));
        $other = $numberer->issue('GS', new DateTimeImmutable('2026-05-01'));
        $this->assertSame(2, $second->number);
        $this->assertSame(1, $other->number);
    }

    public function testANewYearStartsAtOne(): void
    {
        $numberer = new Numberer(new Sequence());
        $numberer->issue('RE', new DateTimeImmutable('2025-12-31'));
        $this->assertSame(1, $numberer->issue('RE', new DateTimeImmutable('2026-01-01'))->number);
    }

    public function testRejectsABadSeries(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Numberer(new Sequence()))->issue('R3', new DateTimeImmutable('2026-01-01'));
    }
}
