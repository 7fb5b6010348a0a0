<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use StudioNine\DancePasses\Money;

final class MoneyTest extends TestCase
{
    public function testParseAndFormat(): void
    {
        self::assertSame(4550, Money::parse('45.50')->cents);
        self::assertSame(800, Money::parse(' 8 ')->cents);
        self::assertSame('£45.50', Money::parse('45.50')->format());
        self::assertSame('£0.05', Money::cents(5)->format());
    }

    public function testArithmetic(): void
    {
        self::assertSame('£24.00', Money::parse('8')->times(3)->format());
        self::assertSame('£9.25', Money::parse('8')->plus(Money::cents(125))->format());
    }

    public function testRejectsWhatIsNotAnAmount(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Money::parse('8.5');
    }
}
