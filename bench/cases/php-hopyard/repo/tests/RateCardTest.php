<?php

declare(strict_types=1);

namespace Hopyard\Pay\Tests;

use Hopyard\Pay\RateCard;
use PHPUnit\Framework\TestCase;

final class RateCardTest extends TestCase
{
    public function testSeasonedPickersEarnMore(): void
    {
        $card = RateCard::season2026();
        $this->assertSame(50, $card->rateFor('goldings', 'seasoned'));
        $this->assertSame(42, $card->rateFor('goldings', 'novice'));
    }

    public function testPayRoundsDownToThePenny(): void
    {
        $card = RateCard::season2026();
        $this->assertSame(430, $card->pay('challenger', 'novice', 12.3));
    }

    public function testUnknownVarietyIsRefused(): void
    {
        $this->expectException(\DomainException::class);
        RateCard::season2026()->rateFor('cascade', 'novice');
    }

    public function testVarietiesAreSorted(): void
    {
        $this->assertSame(['challenger', 'fuggle', 'goldings'], RateCard::season2026()->varieties());
    }
}
