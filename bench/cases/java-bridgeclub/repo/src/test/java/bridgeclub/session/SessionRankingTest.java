package bridgeclub.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import bridgeclub.model.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionRankingTest {

    @Test
    void northSouth() {
        List<Standing> ns = SessionRanking.rank(Fixtures.tuesday().values(), Side.NS);
        assertEquals(List.of(
                new Standing(Side.NS, 2, 22, 24, "1"),
                new Standing(Side.NS, 1, 12, 24, "2="),
                new Standing(Side.NS, 3, 12, 24, "2="),
                new Standing(Side.NS, 4, 2, 24, "4")), ns);
        assertEquals(91.67, ns.get(0).percentage(), 0.005);
    }

    @Test
    void eastWest() {
        List<Standing> ew = SessionRanking.rank(Fixtures.tuesday().values(), Side.EW);
        assertEquals(List.of(
                new Standing(Side.EW, 4, 16, 24, "1"),
                new Standing(Side.EW, 1, 12, 24, "2="),
                new Standing(Side.EW, 2, 12, 24, "2="),
                new Standing(Side.EW, 3, 8, 24, "4")), ew);
    }

    @Test
    void eachDirectionSharesTheMatchpoints() {
        int ns = SessionRanking.rank(Fixtures.tuesday().values(), Side.NS).stream()
                .mapToInt(Standing::matchpoints).sum();
        int ew = SessionRanking.rank(Fixtures.tuesday().values(), Side.EW).stream()
                .mapToInt(Standing::matchpoints).sum();
        assertEquals(4 * 4 * 6, ns + ew);
    }
}
