package freight

import (
	"fmt"
	"strings"
)

// Zone is a delivery zone; its number orders the zones by distance from the depot.
type Zone int

const (
	ZoneLocal Zone = iota + 1
	ZoneRegional
	ZoneNational
	ZoneRemote
)

func (z Zone) String() string {
	switch z {
	case ZoneLocal:
		return "local"
	case ZoneRegional:
		return "regional"
	case ZoneNational:
		return "national"
	case ZoneRemote:
		return "remote"
	}
	return fmt.Sprintf("Zone(%d)", int(z))
}

// remotePrefixes are postcode areas served by ferry or long road links.
var remotePrefixes = []string{"HS", "KW", "ZE", "IV4", "PA7"}

// regionalPrefixes are the areas next to the depot's own.
var regionalPrefixes = []string{"LS", "BD", "HX", "WF", "YO"}

// ZoneFor places a postcode in a zone, given the depot's own area.
func ZoneFor(postcode, depotArea string) (Zone, error) {
	area := Area(postcode)
	if area == "" {
		return 0, fmt.Errorf("freight: no area in postcode %q", postcode)
	}
	pc := normalise(postcode)
	for _, p := range remotePrefixes {
		if strings.HasPrefix(pc, p) {
			return ZoneRemote, nil
		}
	}
	if area == depotArea {
		return ZoneLocal, nil
	}
	for _, p := range regionalPrefixes {
		if area == p {
			return ZoneRegional, nil
		}
	}
	return ZoneNational, nil
}

// Area is the leading letters of a postcode ("LS6 2AB" -> "LS").
func Area(postcode string) string {
	pc := normalise(postcode)
	end := 0
	for end < len(pc) && pc[end] >= 'A' && pc[end] <= 'Z' {
		end++
	}
	return pc[:end]
}

func normalise(postcode string) string {
	return strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(postcode), " ", ""))
}
