// The scheduler models statements up to 12 loops deep (SCOP_MAX_DEPTH):
// isl's work grows fast with the dimensions (one statement 24 deep took
// 19 s), so a deeper nest is left as it is, with a remark, and costs
// nothing. At 12 deep it is still scheduled.
// RUN: %affc --passes=affine-polyhedral-schedule --remarks --emit=mlir %s 2>&1 >/dev/null | FileCheck %s
// CHECK: deep.mlir:[[@LINE+3]]:3: remark: [affine-polyhedral-schedule] 1 statement scheduled
// CHECK: deep.mlir:[[@LINE+30]]:3: remark: [affine-polyhedral-schedule] nest left as it is: an access 13 loops deep, more than the 12 the model takes ('affine.store' at [[@LINE+43]]:{{[0-9]+}})
func.func @deep12(%A: memref<2xf32>, %x: f32) {
  affine.for %i0 = 0 to 2 {
    affine.for %i1 = 0 to 2 {
      affine.for %i2 = 0 to 2 {
        affine.for %i3 = 0 to 2 {
          affine.for %i4 = 0 to 2 {
            affine.for %i5 = 0 to 2 {
              affine.for %i6 = 0 to 2 {
                affine.for %i7 = 0 to 2 {
                  affine.for %i8 = 0 to 2 {
                    affine.for %i9 = 0 to 2 {
                      affine.for %i10 = 0 to 2 {
                        affine.for %i11 = 0 to 2 {
                          affine.store %x, %A[%i11] : memref<2xf32>
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
func.func @deep13(%A: memref<2xf32>, %x: f32) {
  affine.for %i0 = 0 to 2 {
    affine.for %i1 = 0 to 2 {
      affine.for %i2 = 0 to 2 {
        affine.for %i3 = 0 to 2 {
          affine.for %i4 = 0 to 2 {
            affine.for %i5 = 0 to 2 {
              affine.for %i6 = 0 to 2 {
                affine.for %i7 = 0 to 2 {
                  affine.for %i8 = 0 to 2 {
                    affine.for %i9 = 0 to 2 {
                      affine.for %i10 = 0 to 2 {
                        affine.for %i11 = 0 to 2 {
                          affine.for %i12 = 0 to 2 {
                            affine.store %x, %A[%i12] : memref<2xf32>
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
