<?php

declare(strict_types=1);

namespace Golf;

/**
 * Plain-text sheets for the club noticeboard.
 */
final class Report
{
    /**
     * A player's handicap record: the last twenty rounds, the counting ones starred, and the index.
     */
    public static function record(Player $player): string
    {
        $rounds = array_slice($player->rounds(), -HandicapIndex::WINDOW);
        $counting = HandicapIndex::counting($player->differentials());
        $lines = ["Handicap record: {$player->name}"];
        foreach ($rounds as $round) {
            $card = $round['card'];
            $mark = ' ';
            $at = array_search($round['differential'], $counting, true);
            if ($at !== false) {
                $mark = '*';
                unset($counting[$at]);
            }
            $lines[] = rtrim(sprintf(
                '%s  %-36s gross %3d  diff %5.1f %s',
                $card->date->format('Y-m-d'),
                $card->tee->label(),
                $card->gross(),
                $round['differential'],
                $mark,
            ));
        }
        $calculated = HandicapIndex::calculate($player->differentials());
        $lines[] = $calculated === null
            ? sprintf('Index %.1f (fewer than 3 scores)', $player->index())
            : sprintf('Index %.1f', $calculated);

        return implode("\n", $lines) . "\n";
    }

    /**
     * The summary printed under a competition card.
     */
    public static function card(Scorecard $card, float $index, string $format = 'stroke play'): string
    {
        $playing = CourseHandicap::playing($index, $card->tee, $format);
        $lines = [
            sprintf('%s, %s, %s', $card->player, $card->tee->label(), $card->date->format('Y-m-d')),
            sprintf('Gross %d, playing handicap %d, net %d', $card->gross(), $playing, $card->gross() - $playing),
        ];

        return implode("\n", $lines) . "\n";
    }
}
