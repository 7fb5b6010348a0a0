<?php

declare(strict_types=1);

use Tally\Vat\Quarter;
use PHPUnit\Framework\TestCase;

final class QuarterTest extends TestCase
{
    public function testContains(): void
    {
        $q2 = Quarter::parse('2026-Q2');
        self::assertTrue($q2->contains(new DateTimeImmutable('2026-04-01')));
        self::assertTrue($q2->contains(new DateTimeImmutable('2026-06-30')));
        self::assertFalse($q2->contains(new DateTimeImmutable('2026-03-31')));
        self::assertFalse($q2->contains(new DateTimeImmutable('2026-07-01')));
        self::assertSame('2026-Q2', (string) $q2);
    }

    public function testRejectsBadText(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Quarter::parse('2026-Q5');
    }
}
