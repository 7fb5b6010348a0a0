<?php

declare(strict_types=1);

namespace Buskpitch\Tests;

use Buskpitch\Fees;
use PHPUnit\Framework\TestCase;

final class FeesTest extends TestCase
{
    public function testSoloAcousticInZoneB(): void
    {
        $this->assertSame(2000, Fees::permit(Fixtures::fiddler(), 'B'));
    }

    public function testZoneACostsHalfAsMuchAgain(): void
    {
        $this->assertSame(3000, Fees::permit(Fixtures::fiddler(), 'A'));
    }

    public function testExtraMembers(): void
    {
        $this->assertSame(6000, Fees::permit(Fixtures::band(), 'B'));
        $this->assertSame(9000, Fees::permit(Fixtures::band(), 'A'));
    }

    public function testFormat(): void
    {
        $this->assertSame('£35.00', Fees::format(3500));
        $this->assertSame('£0.05', Fees::format(5));
    }
}
