public enum TourKitPending {}
