<?php

declare(strict_types=1);

namespace Fellside\Woolclip\Tests;

use Fellside\Woolclip\Pricing;
use PHPUnit\Framework\TestCase;

final class PricingTest extends TestCase
{
    public function testCommissionLevyAndNet(): void
    {
        $c = Fixtures::highFold();
        $this->assertSame(67, Pricing::commission($c));
        $this->assertSame(12, Pricing::levy($c));
        $this->assertSame(1335 - 67 - 12, Pricing::net($c));
    }
}
