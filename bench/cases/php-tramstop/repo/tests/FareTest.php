<?php

declare(strict_types=1);

namespace Quayline\Tramstop\Tests;

use PHPUnit\Framework\TestCase;
use Quayline\Tramstop\Fare;

final class FareTest extends TestCase
{
    public function testFareByZonesCrossed(): void
    {
        $fare = new Fare();
        $this->assertSame(180, $fare->single(2, 2));
        $this->assertSame(240, $fare->single(3, 2));
        $this->assertSame(290, $fare->single(1, 5));
    }

    public function testFormat(): void
    {
        $this->assertSame('2.40', Fare::format(240));
        $this->assertSame('0.05', Fare::format(5));
    }
}
