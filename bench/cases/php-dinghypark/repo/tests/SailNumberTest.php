<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark\Tests;

use Clubhouse\Dinghypark\SailNumber;
use PHPUnit\Framework\TestCase;

final class SailNumberTest extends TestCase
{
    public function testSpacesAndCaseAreTidied(): void
    {
        self::assertSame('GBR1234', SailNumber::normalise(' gbr 1234 '));
    }

    public function testSameBoatWrittenTwoWays(): void
    {
        self::assertTrue(SailNumber::same('GBR 1234', 'gbr1234'));
    }

    public function testDifferentBoats(): void
    {
        self::assertFalse(SailNumber::same('1234', '1235'));
    }

    public function testEmptyIsRefused(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        SailNumber::normalise('   ');
    }
}
