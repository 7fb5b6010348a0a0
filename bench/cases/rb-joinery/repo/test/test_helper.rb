require "minitest/autorun"
require "joinery"

module JobFixtures
  # A small oak side table: four legs, four aprons tenoned into the legs,
  # a top glued up from three boards.
  def side_table
    Joinery::CuttingList.new
      .add("Leg", qty: 4, length: 700, width: 45, thickness: 45, timber: :oak)
      .add("Apron", qty: 4, length: 400, width: 90, thickness: 22, timber: :oak, joints: :mortise_tenon)
      .add("Top board", qty: 3, length: 560, width: 160, thickness: 25, timber: :oak)
  end
end
