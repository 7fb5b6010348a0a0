<?php

declare(strict_types=1);

use Acme\InvoiceNumbers\InvoiceNumber;
use PHPUnit\Framework\TestCase;

final class InvoiceNumberTest extends TestCase
{
    public function testPrintsWithPadding(): void
    {
        $this->assertSame('RE-2026-000042', (string) new InvoiceNumber('RE', 2026, 42));
    }

    public function testParsesWhatItPrints(): void
    {
        $number = InvoiceNumber::parse('GS-2025-001234');
        $this->assertSame(['GS', 2025, 1234], [$number->series, $number->year, $number->number]);
    }

    public function testRejectsZero(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new InvoiceNumber('RE', 2026, 0);
    }
}
