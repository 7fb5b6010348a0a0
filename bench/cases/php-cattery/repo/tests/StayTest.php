<?php

declare(strict_types=1);

use Pennant\Cattery\Pen;
use Pennant\Cattery\Stay;
use PHPUnit\Framework\TestCase;

final class StayTest extends TestCase
{
    public function testFromArray(): void
    {
        $stay = Fixtures::stay('Okoro');
        $this->assertSame(['Pepper', 'Salt'], $stay->cats);
        $this->assertSame(Pen::Double, $stay->pen);
        $this->assertSame(7, $stay->nights());
        $this->assertFalse($stay->medication);
    }

    public function testTooManyCatsForThePen(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('Okoro: 2 cats do not fit a single pen');
        Stay::fromArray(['owner' => 'Okoro', 'cats' => 'Pepper + Salt', 'pen' => 'single', 'in' => '2026-07-18', 'out' => '2026-07-25']);
    }

    public function testCollectionBeforeCheckIn(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('Hughes: collection must be after check-in');
        Stay::fromArray(['owner' => 'Hughes', 'cats' => 'Miso', 'pen' => 'single', 'in' => '2026-06-08', 'out' => '2026-06-08']);
    }
}
