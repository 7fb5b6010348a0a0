<?php

declare(strict_types=1);

namespace DrivingRange\Tests;

use DrivingRange\BallCard;
use DrivingRange\Tariff;
use PHPUnit\Framework\TestCase;

final class BallCardTest extends TestCase
{
    public function testBuyAndDispense(): void
    {
        $card = new BallCard('004217');
        $price = $card->buyBucket(new Tariff(), 'large');
        $this->assertSame(700, $price->pence);
        $card->dispense(40);
        $card->dispense(40);
        $this->assertSame(40, $card->balance());
        $this->assertSame([['top-up', 120], ['dispense', -40], ['dispense', -40]], $card->history());
    }

    public function testDispenseRefusesShortBalance(): void
    {
        $card = new BallCard('004217');
        $card->topUp(30);
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Card 004217 has 30 balls, 40 asked for');
        $card->dispense(40);
    }

    public function testCardNumber(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new BallCard('42');
    }
}
