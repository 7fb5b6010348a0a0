<?php

declare(strict_types=1);

use Fieldwork\Timecards\Format\ReportFormatter;
use PHPUnit\Framework\TestCase;

final class ReportFormatterTest extends TestCase
{
    public function testWeekLabel(): void
    {
        $format = new ReportFormatter();
        $this->assertSame('2026-W10', $format->weekLabel(new DateTimeImmutable('2026-03-02')));
        $this->assertSame('2026-W10', $format->weekLabel(new DateTimeImmutable('2026-03-08')));
    }

    public function testDayLabel(): void
    {
        $this->assertSame('Mon 2 Mar', (new ReportFormatter())->dayLabel(new DateTimeImmutable('2026-03-02')));
    }

    public function testDuration(): void
    {
        $format = new ReportFormatter();
        $this->assertSame('7h 30m', $format->duration(450));
        $this->assertSame('8h', $format->duration(480));
        $this->assertSame('0h 05m', $format->duration(5));
    }

    public function testMoney(): void
    {
        $this->assertSame('EUR 1,234.50', (new ReportFormatter())->money(123450));
        $this->assertSame('-GBP 0.75', (new ReportFormatter('GBP'))->money(-75));
    }
}
