<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues\Tests;

use Harbourmaster\Quaydues\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testPoundsAndPence(): void
    {
        self::assertSame('£0.07', Money::format(7));
        self::assertSame('£96.00', Money::format(9600));
        self::assertSame('-£2.10', Money::format(-210));
    }
}
