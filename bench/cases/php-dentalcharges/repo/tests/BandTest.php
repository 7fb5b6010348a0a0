<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Band;
use PHPUnit\Framework\TestCase;

final class BandTest extends TestCase
{
    public function testCharges(): void
    {
        self::assertSame(2780, Band::One->charge());
        self::assertSame(2780, Band::Urgent->charge());
        self::assertSame(7620, Band::Two->charge());
        self::assertSame(33030, Band::Three->charge());
    }

    public function testUnits(): void
    {
        self::assertSame(1.2, Band::Urgent->units());
        self::assertSame(12.0, Band::Three->units());
    }

    public function testHighest(): void
    {
        self::assertSame(Band::Three, Band::highest(Band::One, Band::Three, Band::Two));
        self::assertSame(Band::One, Band::highest(Band::Urgent, Band::One));
        self::assertNull(Band::highest());
    }

    public function testLabels(): void
    {
        self::assertSame('Band 2', Band::Two->label());
        self::assertSame('Urgent', Band::Urgent->label());
    }
}
